import { InfoDialog } from '../../../components/ui/info-dialog';
import { PROPAGATION_NOTE } from './dns-guide';

const HOSTS = [
  {
    name: 'Cloudflare',
    steps: 'DNS › Records › Add record; choose TXT, paste the name and the value, save.',
  },
  {
    name: 'GoDaddy',
    steps: 'My Products › your domain › DNS › Add New Record; choose TXT, fill Name and Value.',
  },
  {
    name: 'Namecheap',
    steps: 'Domain List › Manage › Advanced DNS › Add New Record; choose TXT Record.',
  },
  {
    name: 'Google Cloud DNS and others',
    steps:
      'Open the zone of your domain and add a TXT record. Some hosts add your domain to the name themselves: then enter only the part before it.',
  },
];

/** The email dialog's "Need help?": adding TXT records, what each record does, and support. */
export function EmailHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title="Help with DNS records" size="lg">
      <div className="space-y-5 text-sm leading-6 text-slate-700">
        <section aria-labelledby="dns-help-hosts">
          <h3 id="dns-help-hosts" className="text-base font-semibold text-slate-900">
            Adding a TXT record
          </h3>
          <p className="mt-1">
            Sign in where your domain&apos;s DNS is managed (often where you bought the domain) and
            add each record as type TXT, copying its name and value exactly.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {HOSTS.map((host) => (
              <li key={host.name}>
                <strong className="text-slate-900">{host.name}:</strong> {host.steps}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dns-help-records">
          <h3 id="dns-help-records" className="text-base font-semibold text-slate-900">
            What the records do
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            <li>
              <strong className="text-slate-900">SPF</strong> lists the servers allowed to send mail
              for your domain.
            </li>
            <li>
              <strong className="text-slate-900">DKIM</strong> publishes the key that proves a
              message really came from your domain and was not changed on the way.
            </li>
            <li>
              <strong className="text-slate-900">DMARC</strong> tells receiving mail servers what to
              do with mail that fails those checks, so others cannot send as you.
            </li>
          </ul>
        </section>
        <p>{PROPAGATION_NOTE}</p>
        <p>
          Still stuck? Write to support with your domain and the records you added; support replies
          within about 24 hours.
        </p>
      </div>
    </InfoDialog>
  );
}
