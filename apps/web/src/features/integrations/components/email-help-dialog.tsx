import { InfoDialog } from '../../../components/ui/info-dialog';
import { useIntegrationSpeech } from '../lib/integration-words';

/** The DNS hosts the help names, each by its own name and its words' key. */
const HOSTS = [
  ['Cloudflare', 'cloudflare'],
  ['GoDaddy', 'godaddy'],
  ['Namecheap', 'namecheap'],
] as const;

/** The records, by their own names (the same in every language) and their words' keys. */
const RECORDS = [
  ['SPF', 'spf'],
  ['DKIM', 'dkim'],
  ['DMARC', 'dmarc'],
] as const;

/** The email dialog's "Need help?": adding TXT records, what each record does, and support. */
export function EmailHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { words, lang, dir, closeLabel } = useIntegrationSpeech();
  const { help } = words;
  const hosts = [
    ...HOSTS.map(([name, key]) => ({ name, steps: help.hosts[key] })),
    { name: help.othersName, steps: help.hosts.others },
  ];
  return (
    <InfoDialog
      open={open}
      onClose={onClose}
      title={help.title}
      size="lg"
      closeLabel={closeLabel}
      doneLabel={help.close}
      lang={lang}
      dir={dir}
    >
      <div className="space-y-5 text-sm leading-6 text-slate-700">
        <section aria-labelledby="dns-help-hosts">
          <h3 id="dns-help-hosts" className="text-base font-semibold text-slate-900">
            {help.addingTitle}
          </h3>
          <p className="mt-1">{help.adding}</p>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {hosts.map((host) => (
              <li key={host.name}>
                <strong className="text-slate-900">
                  {host.name}
                  {words.colon}
                </strong>
                {host.steps}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dns-help-records">
          <h3 id="dns-help-records" className="text-base font-semibold text-slate-900">
            {help.recordsTitle}
          </h3>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {RECORDS.map(([name, key]) => (
              <li key={key}>
                <strong className="text-slate-900">{name}</strong> {help.records[key]}
              </li>
            ))}
          </ul>
        </section>
        <p>{words.dns.propagation}</p>
        <p>{help.support}</p>
      </div>
    </InfoDialog>
  );
}
