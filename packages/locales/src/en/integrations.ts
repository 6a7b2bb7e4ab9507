import type { IntegrationWords } from '../types';

const quote = (text: string) => `“${text}”`;

export const integrations = {
  colon: ': ',
  cancel: 'Cancel',
  loading: 'Loading integrations...',
  settings: (name: string) => `${name} settings`,
  categories: {
    analytics: 'Analytics',
    payments: 'Payments',
    accessibility: 'Accessibility',
    seo: 'SEO',
    social: 'Social',
    email: 'Email',
  },
  tools: { sendFromDomain: 'Send from your domain', deliverContactForm: 'Contact-form delivery' },
  status: { configured: 'Configured', dns_setup_required: 'DNS setup required' },
  panel: {
    title: 'Integrations',
    close: 'Close integrations',
    applied: 'On your site',
    leftOut: 'Not on your site',
    loadFailed: (reason: string | null) =>
      reason === null
        ? "Could not load this website's integrations."
        : `Could not load this website's integrations: ${reason}`,
    retry: 'Try again',
    empty: 'No integrations yet. Add analytics, payments, search settings and more.',
    setUpEmail: 'Set up email',
    emailSettings: 'Email settings',
    remove: 'Remove',
    removeNamed: (name: string) => `Remove ${name}`,
    confirmTitle: 'Remove integration?',
    confirmText: (name: string) =>
      `${name} is taken off your site in a new version. You can add it again later.`,
    removing: 'Removing...',
    removed: (name: string) => `${name} removed`,
    removeFailed: 'Failed to remove integration',
    suggested: 'Suggested for your site',
    priority: (level: string) => `Priority: ${level}`,
    priorities: { low: 'low', medium: 'medium', high: 'high' },
    add: 'Add',
    addNamed: (name: string) => `Add ${name}`,
  },
  add: {
    title: 'Add Integrations',
    intro:
      'Choose what to add to your site and fill in its settings. Fields marked * are required.',
    search: 'Search integrations',
    tabs: 'Integration categories',
    all: 'All',
    emptyCategory: 'No integrations in this category yet.',
    noMatch: (query: string) => `No integrations match ${quote(query)}.`,
    refused: 'Nothing was applied:',
    nothingSelected: 'Nothing selected',
    selected: (count: number) => `${count} selected`,
    apply: 'Apply',
    applying: 'Applying...',
    applied: 'Integrations applied successfully!',
  },
  edit: {
    button: 'Edit',
    named: (name: string) => `Edit ${name}`,
    intro:
      'Change the settings and save: your site is published again as a new version. Fields ' +
      'marked * are required.',
    save: 'Save changes',
    saving: 'Saving...',
    refused: 'Nothing was changed:',
    updated: (name: string) => `${name} updated`,
    failed: 'Failed to update integration',
  },
  form: {
    choose: 'Choose...',
    none: 'None',
    noSettings: 'This integration has no settings.',
    atLeast: (count: number) => `Fill in at least ${count === 1 ? 'one' : count} of these.`,
  },
  email: {
    title: 'Email integration',
    stepsLabel: 'Setup steps',
    step: (step: number) => `Step ${step}`,
    steps: { configuring: 'Configuring', dns: 'DNS records required', complete: 'Complete' },
    stepStates: { current: 'current', done: 'done', skipped: 'not needed' },
    noOutgoingMail:
      'This Zappy server has no outgoing mail: its administrator has not set SMTP_URL. Test ' +
      'emails and contact-form delivery by email are off; messages still arrive in your lead ' +
      'inbox, and you can set up the DNS records now.',
    loading: 'Loading your email settings...',
    notConfigured: 'Email is not set up for this website',
    addFirst:
      'Email is not set up for this website. Add “Email from your domain” under Add ' +
      'Integrations first.',
    domain: 'Domain',
    sender: 'Sender',
    yourEmail: 'Your email',
    verified: (domain: string) => `DNS records verified: mail from ${domain} is ready.`,
    ready: (domain: string) => `Email from ${domain} is set up.`,
    test: {
      title: 'Send a test email',
      label: 'Send a test email to',
      send: 'Send test email',
      sending: 'Sending...',
      sent: (address: string) => `Test email sent to ${address}. Check that inbox.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Add ${count === 1 ? 'this record' : `these ${count} records`} at the company that hosts ` +
      "your domain's DNS, then choose Verify DNS.",
    status: { verified: 'Status: Verified', pending: 'Status: Pending verification' },
    record: (number: number) => `Record ${number}`,
    name: 'Name',
    value: 'Value',
    copyName: 'Copy name',
    copyValue: 'Copy value',
    ofRecord: (number: number) => `of record ${number}`,
    copied: 'Copied',
    copyFailed: 'Copy failed: select the text and copy it yourself.',
    propagation: 'DNS changes can take 15 minutes to 48 hours to propagate, usually 1-2 hours.',
    notFound: 'not found yet',
    verify: 'Verify DNS',
    verifying: 'Verifying...',
    help: 'Need help?',
  },
  help: {
    title: 'Help with DNS records',
    addingTitle: 'Adding a TXT record',
    adding:
      "Sign in where your domain's DNS is managed (often where you bought the domain) and add " +
      'each record as type TXT, copying its name and value exactly.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; choose TXT, paste the name and the value, save.',
      godaddy: 'My Products › your domain › DNS › Add New Record; choose TXT, fill Name and Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; choose TXT Record.',
      others:
        'Open the zone of your domain and add a TXT record. Some hosts add your domain to the ' +
        'name themselves: then enter only the part before it.',
    },
    othersName: 'Google Cloud DNS and others',
    recordsTitle: 'What the records do',
    records: {
      spf: 'lists the servers allowed to send mail for your domain.',
      dkim:
        'publishes the key that proves a message really came from your domain and was not ' +
        'changed on the way.',
      dmarc:
        'tells receiving mail servers what to do with mail that fails those checks, so others ' +
        'cannot send as you.',
    },
    support:
      'Still stuck? Write to support with your domain and the records you added; support ' +
      'replies within about 24 hours.',
    close: 'Close',
  },
} satisfies IntegrationWords;
