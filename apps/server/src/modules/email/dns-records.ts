import type { DnsRecord } from '@zappy/contract/email';

/** What the three records need: the domain, its DKIM selector and key, where reports go. */
export interface DomainKeys {
  domain: string;
  selector: string;
  publicKey: string;
  merchantEmail: string;
}

export const SPF_VALUE = 'v=spf1 mx a ~all';

export const dkimName = (domain: string, selector: string) => `${selector}._domainkey.${domain}`;
export const dmarcName = (domain: string) => `_dmarc.${domain}`;
export const dkimValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;

/**
 * The records the owner publishes at their DNS host so mail Zappy sends from their domain is
 * trusted: DKIM (our signature's public key), SPF (who may send) and DMARC (what receivers do
 * when a check fails).
 */
export function dnsRecordsFor(keys: DomainKeys): DnsRecord[] {
  const { domain, selector, publicKey, merchantEmail } = keys;
  return [
    {
      type: 'TXT',
      name: dkimName(domain, selector),
      value: dkimValue(publicKey),
      description:
        'DKIM: the public key receivers use to check that mail from your domain was signed by ' +
        'Zappy and not changed on the way. Add it as one TXT record exactly as shown (some DNS ' +
        'hosts want only the part before your domain as the name). Long values are split into ' +
        'several quoted strings by some DNS hosts; that is fine.',
    },
    {
      type: 'TXT',
      name: domain,
      value: SPF_VALUE,
      description:
        'SPF: says which servers may send mail for your domain. A domain may have only one ' +
        'v=spf1 record: if one exists already, merge this into it instead of adding a second ' +
        'record. Also add the include your outgoing mail (SMTP) provider documents, for example ' +
        '"include:_spf.example-provider.com", before the ~all.',
    },
    {
      type: 'TXT',
      name: dmarcName(domain),
      value: `v=DMARC1; p=none; rua=mailto:${merchantEmail}`,
      description:
        'DMARC: tells receivers to check DKIM and SPF for your domain and to send their reports ' +
        'to your address. p=none only monitors; once mail arrives reliably you may tighten it to ' +
        'p=quarantine. If your domain already has a DMARC record, keep the existing one.',
    },
  ];
}
