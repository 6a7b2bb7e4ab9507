import type { AccordionItem } from '../../../components/ui/accordion';

/** The eight FAQ questions (spec section 2), answering with the claims of spec section 1. */
export const FAQ_ITEMS: readonly AccordionItem[] = [
  {
    id: 'generation-time',
    title: 'How long does it take to create a website?',
    content: (
      <p>
        The conversation with the wizard usually takes 5-15 minutes, depending on how much you want
        to tell it. Generating the website itself then takes 2-5 minutes, and you can follow every
        stage live.
      </p>
    ),
  },
  {
    id: 'coding',
    title: 'Do I need any technical or coding skills?',
    content: (
      <p>
        No. You describe your business in plain language and answer a few questions with simple
        buttons and sliders. Zappy writes the copy, designs the layout and produces the code for
        you.
      </p>
    ),
  },
  {
    id: 'limits',
    title: 'Is there a limit on customizations or regenerations?',
    content: (
      <p>
        No. You can ask the customization assistant for as many changes as you like and regenerate
        your website as often as you want. Every change is saved as a new version.
      </p>
    ),
  },
  {
    id: 'export',
    title: 'What do I get when I export my website?',
    content: (
      <p>
        Plain HTML, CSS and JavaScript files: the index page (<code>index.html</code>), the styles (
        <code>styles.css</code>), the script (<code>script.js</code>), an <code>images</code> folder
        and a <code>README.md</code> explaining how to host them. They run on any static web host
        without Zappy.
      </p>
    ),
  },
  {
    id: 'accessible-seo',
    title: 'Are the generated websites accessible and SEO-friendly?',
    content: (
      <p>
        Yes. Websites are built to WCAG 2.1 AA: headings and landmarks in order, labelled forms,
        visible focus and checked color contrast. They are mobile-responsive and fast, and come with
        meta tags, structured business data, a sitemap and robots.txt.
      </p>
    ),
  },
  {
    id: 'domain',
    title: 'Can I use my own domain and email address?',
    content: (
      <p>
        Yes. Export your site and host it wherever your domain points, or publish it with Zappy and
        connect your domain: add it to the site, create the DNS record Zappy gives you at your DNS
        host (a CNAME for a name such as www.example.com; for example.com itself, the addresses and
        a TXT record, where this Zappy server offers them), and once Zappy finds the record it
        serves your site there: in your website&apos;s preview, open Publishing, type the domain
        under Your domains and choose Add domain, then Check now once the records exist. The email
        integration lets your website send messages from your own domain after you add a few DNS
        records. DNS records take 15 minutes to 48 hours to propagate, usually 1-2 hours.
      </p>
    ),
  },
  {
    id: 'self-hosting',
    title: 'Can I run Zappy on my own server, even without internet access?',
    content: (
      <p>
        Yes. Zappy is open source. <code>npm ci &amp;&amp; npm start</code> starts the complete
        product with an embedded database, a built-in offline AI engine, local accounts (email and
        password) and local hosting of published sites. Google sign-in or your own OpenID Connect
        provider, external AI models, hosting platforms and email are optional and switched on
        through configuration.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'What happens when I delete a website or my account?',
    content: (
      <p>
        Deleting a website permanently removes it and all its versions, along with its code
        repository and deployment if it has them, and the GitHub repository Zappy created for it;
        your own domains stop showing it at once. Deleting your account removes your account and
        signs you out everywhere. Neither can be undone, so export anything you want to keep first.
      </p>
    ),
  },
];
