import { DEPLOYMENT_STATUS_DOCS, GENERATION_STAGE_DOCS } from './doc-data';
import { DocCard, DocCardGrid, DocList, DocSection, DocSubsection, Say } from './doc-blocks';

export function OverviewTab() {
  return (
    <div className="space-y-10">
      <DocSection title="What is Zappy?">
        <p>
          Zappy is an open-source, self-hostable AI generator for marketing websites. You describe
          your business in a chat, Zappy asks a few follow-up questions, and then it writes the
          copy, chooses colors, creates hero images and builds a fast, accessible, SEO-ready website
          that you can preview, customize, export and publish.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <DocCard title="2-5 minutes">to generate a complete website.</DocCard>
          <DocCard title="5-15 minutes">for the conversation with the wizard.</DocCard>
          <DocCard title="No limits">on customizations or regenerations.</DocCard>
          <DocCard title="Your code">exported as plain HTML, CSS and JavaScript.</DocCard>
        </div>
      </DocSection>
      <DocSection title="How it works">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <strong className="text-slate-900">Describe your business</strong> on the Create Website
            page — or start from an example prompt.
          </li>
          <li>
            <strong className="text-slate-900">Answer the wizard&apos;s questions</strong> about
            your audience, goals, style, colors, sections and contact details.
          </li>
          <li>
            <strong className="text-slate-900">Sign in and generate.</strong> Progress is shown
            live, stage by stage.
          </li>
          <li>
            <strong className="text-slate-900">Preview, customize and launch:</strong> refine the
            site by chat, add integrations, export the files or publish it.
          </li>
        </ol>
      </DocSection>
      <DocSection title="Running your own instance">
        <p>
          Zappy works offline out of the box. On a machine with Node.js 20,{' '}
          <code>npm ci &amp;&amp; npm start</code> starts everything: an embedded PostgreSQL
          database, the built-in offline AI engine, local accounts with email and password when no
          sign-in provider is configured, and local hosting for published websites.
        </p>
        <p>
          Real providers switch on through environment variables: Google sign-in or your own OpenID
          Connect provider, an OpenAI-compatible, Ollama or Anthropic language model, Netlify or
          Vercel hosting and SMTP email. For more load, run several web and worker processes against
          one PostgreSQL server. The README of the repository lists every setting.
        </p>
      </DocSection>
    </div>
  );
}

export function WizardTab() {
  return (
    <div className="space-y-10">
      <DocSection title="The Site Generation Wizard">
        <p>
          The wizard is a chat that turns your description into a complete brief for your website.
          You can use it without an account; you only need to sign in to generate.
        </p>
        <DocSubsection title="Starting a conversation">
          <p>
            Write a few sentences about your business in the large text box (the counter shows how
            much you have written, out of a suggested 1000 characters) and choose Start
            Conversation. Not sure where to begin? Pick an example — a photography portfolio, a
            handmade jewelry store or a SaaS launch landing page — and edit it.
          </p>
        </DocSubsection>
        <DocSubsection title="Follow-up questions">
          <p>
            Zappy asks about what is still missing: business name, industry, audience, goals and
            call to action, style, color palette, sections, contact details, location and opening
            hours. Many questions come with interactive widgets:
          </p>
          <DocList
            items={[
              'single and multiple choice options',
              'short text answers',
              'sliders and 1-5 star ratings',
              'color pickers and ready-made color palettes',
              'image selection for your hero section',
            ]}
          />
          <p>Start Over clears the conversation whenever you want a fresh start.</p>
        </DocSubsection>
        <DocSubsection title="Your hero image">
          <p>
            One question offers pictures for the top of your site. They are illustrations drawn in
            your palette, unless whoever runs your Zappy has set up a photo service (such as
            Pexels): then they are photos of your kind of business, with the photographer and the
            service named under each. The photo you pick becomes your hero, credited in your
            site&apos;s footer; if the service does not answer, you get the illustrations instead.
          </p>
          <p>
            Under the pictures, Upload your own takes your own photos (PNG, JPEG, WebP, GIF or AVIF,
            up to 5 MB each). First describe the photo for people who can&apos;t see it — your words
            become its alt text — then choose the file. The photo you select is your hero; your
            other photos fill the next images of the site (About, then the gallery). Every photo is
            re-encoded and its hidden details, such as the camera and the place it was taken, are
            removed.
          </p>
        </DocSubsection>
        <DocSubsection title="Your brief">
          <p>
            When the wizard has what it needs, it shows the brief your site is built from, in the
            language you write in: name, kind of business and goal (picked from a list named in your
            language), about text, main button, where (how customers reach you, street, city, and
            the areas you cover if you go to your customers), services and products, prices, hours
            (your own words, such as “24 hours”), whether you work by appointment, contact details,
            site language, palette and the image you picked, shown as a small picture. Change any
            field in place; it is saved when you move on. Add a service, a price, an area or a
            sentence to keep on the site. On the site, “24 hours” reads “Open 24 hours” and “By
            appointment” shows with your hours and in the footer, in the site’s language.
          </p>
          <p>
            “How do customers reach you?” has three answers: they visit you, you go to them, or you
            work online. Zappy picks one from what you wrote (“we come to you”, “fully online”), and
            they visit you when you said neither. Check it, because it changes the site: only a
            business customers visit is invited to drop by or to visit it in its city.
          </p>
          <p>
            Under “Not used yet” are the words you typed that no field holds. Each has one-click
            buttons: add it as a service, as a note, to the about text, or ignore it. Nothing you
            said disappears unseen, and generation uses the brief exactly as you left it.
          </p>
        </DocSubsection>
        <DocSubsection title="Signing in to generate">
          <p>
            Generate My Website appears below the brief. If you are not signed in yet, sign in
            first. The conversation has its own address (/wizard/ followed by its id): reload the
            page or open it in a second tab and the conversation and brief come back. Until you sign
            in it belongs to the browser that started it; after, to your account.
          </p>
        </DocSubsection>
      </DocSection>
      <DocSection title="Generation progress">
        <p>Generation takes 2-5 minutes. A timer and six stages show where Zappy is:</p>
        <DocCardGrid
          items={GENERATION_STAGE_DOCS}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        />
        <p>
          When the website is ready it is published with its own progress view, and you land on its
          preview.
        </p>
      </DocSection>
    </div>
  );
}

export function CustomizationTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Customization Features">
        <p>
          Open any website&apos;s preview. On the left, the Customize Website chat takes what you
          want changed in plain words, in any of the nine languages the wizard speaks (English,
          Spanish, French, German, Italian, Portuguese, Dutch, Arabic and Hebrew), and answers in
          yours. A clear request is applied at once: the chat says what it changes, the preview
          reloads, and the change goes live as a new version. Each change is checked like a
          generated site (valid HTML, no accessibility errors), and there is no limit on
          customizations or regenerations.
        </p>
        <p>
          Point and edit: press Point and edit above the preview, click a heading, a text, a card, a
          button, an image or a section, and say what to do with it (<Say>change this to …</Say>,{' '}
          <Say>make this shorter</Say>, <Say>link this to #contact</Say>, <Say>remove this</Say>,{' '}
          <Say>remove this section</Say>). Only what you clicked changes, and it stays what “this”
          means until you remove it from the chat.
        </p>
      </DocSection>
      <DocSection title="What the chat understands">
        <p>Several requests in one message are all applied. Some of what the chat understands:</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DocCard title="FAQ entries">
            Add a question with its answer (
            <Say lang="es">
              Añade una pregunta frecuente: ¿Dónde puedo aparcar? Hay parking gratuito detrás de la
              tienda.
            </Say>
            ), give one a new answer or new words (
            <Say lang="fr">Change la réponse à « Livrez-vous ? » : Oui, dans tout Lyon.</Say>), move
            one (<Say>Move the delivery question to the top</Say>), or remove one (
            <Say lang="fr">Supprime la question « Livrez-vous ? »</Say>
            ). An entry is found by its words, its quoted question or its place.
          </DocCard>
          <DocCard title="Opening hours">
            One day or many: <Say>Saturdays now 9 to 1</Say>,{' '}
            <Say lang="es">cerramos los lunes</Say>, <Say lang="de">samstags 9–13 Uhr</Say>,{' '}
            <Say>open 24/7</Say>, <Say>by appointment only</Say>. Only the days you name change. A
            change from a later date (<Say lang="es">A partir de julio cerramos los lunes</Say>) is
            asked back, not published early.
          </DocCard>
          <DocCard title="Contact details">
            A new phone number, email or address (<Say>our new number is …</Say>) changes everywhere
            the page said the old one. Asking to change them without the new values opens the
            Business info editor.
          </DocCard>
          <DocCard title="Services and prices">
            <Say>Nail trim is now £15</Say>, <Say>rename “Nail trim” to “Nail clipping”</Say>,{' '}
            <Say>we no longer do de-shedding</Say>,{' '}
            <Say>we now also offer flea treatment for £20</Say>, <Say>remove the prices</Say> (the
            cards stay). A price keeps the format the card already uses.
          </DocCard>
          <DocCard title="Pricing plans">
            <Say>add a Premium plan at $99 per month</Say>; prices and currency. A plan added to a
            site without prices brings the pricing section with it.
          </DocCard>
          <DocCard title="Texts">
            Exact words for the headline, a section&apos;s heading or text, the business name or
            tagline (<Say lang="es">El título: Pan recién hecho cada mañana</Say>).{' '}
            <Say>Shorter</Say>, <Say>longer</Say>, <Say>friendlier</Say> or <Say>more formal</Say>{' '}
            is a rewrite from what your site already says, never a cut mid-phrase; when none reads
            well, the chat offers wordings to pick from or asks for yours. The main button&apos;s
            words and where it leads (<Say lang="de">Der Button soll auf die Preise verlinken</Say>
            ).
          </DocCard>
          <DocCard title="Colours and mood">
            <Say>warmer</Say>, <Say>darker</Say>, <Say>more contrast</Say>, <Say>like the sea</Say>,{' '}
            <Say>terracotta</Say>, <Say>more modern</Say>, <Say>more professional</Say>,{' '}
            <Say>serif headings</Say>. Every text keeps a readable contrast; a vague{' '}
            <Say>make it pop</Say> gets a few concrete directions to choose from.
          </DocCard>
          <DocCard title="Sections">
            Add, remove, move or swap sections (<Say>I don&apos;t want the gallery anymore</Say>,{' '}
            <Say>can the hours come before the services?</Say>). A team or reviews section is asked
            for, with your people or your reviews, and never made up.
          </DocCard>
          <DocCard title="Images">
            <Say>replace the hero image</Say> offers each image of the site; upload your own photo
            (PNG, JPEG, WebP, GIF or AVIF, up to 5 MB). It is turned upright, stripped of its
            metadata and resized so phones load a small copy. Describe it for people who can&apos;t
            see it: your words become its alt text, never the old image&apos;s. Until you do, it is
            named by its file and the chat keeps asking; point at it and say{' '}
            <Say>describe this photo as …</Say> to change them. Where your Zappy has a photo service
            or an image generator, a new site starts with photos (from Pexels or Unsplash, their
            photographers credited in the footer) or generated images instead of illustrations;
            Unsplash&apos;s photos are shown from Unsplash, in the site and in its export, as
            Unsplash asks. There you can also ask for a photo of anything (
            <Say>a photo of sourdough loaves for the gallery</Say>) or use Search photos above the
            images: pick one, and the image it replaces, and it goes live with its credit. Without a
            photo service the chat says so, and you upload your own.
          </DocCard>
          <DocCard title="Accessibility tools">
            Every site carries an accessibility toolbar; the customization API sets whether it
            shows, its corner and its theme.
          </DocCard>
        </div>
      </DocSection>
      <DocSection title="Questions, and undoing a change">
        <DocList
          items={[
            'A request that is unclear gets a question, often with choices, instead of a guess; something the site does not have is said plainly.',
            'A change nobody asked for is never published: an edit stays inside what your request names.',
            'Every change can be undone: press Undo under the latest change in the chat, or restore any earlier version from Versions. Undoing makes a new version, so nothing is lost.',
          ]}
        />
      </DocSection>
      <DocSection title="Regenerating">
        <p>
          Regenerate rebuilds the whole website from your brief with the improvements you ask for.
          The previous version is kept, so nothing is lost.
        </p>
      </DocSection>
    </div>
  );
}

const INTEGRATION_CATEGORY_DOCS = [
  {
    title: 'Analytics',
    items: [
      'Google Analytics 4 — your measurement ID (G-…).',
      'Plausible — privacy-friendly, cookie-free statistics on plausible.io, or on your own server if this Zappy server allows its host.',
      'Umami — open-source, cookie-free statistics on Umami Cloud, or on your own server if this Zappy server allows its host.',
      'A site loads analytics scripts only from the services’ own servers and from the self-hosted servers your Zappy administrator has allowed; ask them to add yours.',
    ],
  },
  {
    title: 'Payments',
    items: [
      'Stripe Payment Links — a pay button that opens a Stripe-hosted checkout page.',
      'PayPal — a PayPal.Me button, with an optional amount and currency.',
    ],
  },
  {
    title: 'Accessibility',
    items: [
      'Accessibility toolbar settings — show or hide it, where it sits, its theme and which tools it offers.',
    ],
  },
  {
    title: 'SEO',
    items: [
      'Meta tags — the page title, description and image shown in search results and social previews.',
      'Business data — structured data that tells search engines what kind of business you are.',
      'Sitemap and robots — whether search engines may index your site.',
      'llms.txt — a plain summary of your site for AI assistants.',
    ],
  },
  {
    title: 'Social',
    items: [
      'Social links — your Facebook, Instagram, LinkedIn, X, YouTube and TikTok profiles.',
      'Share links — buttons to share your page on Facebook, X, LinkedIn, WhatsApp or by email.',
    ],
  },
  {
    title: 'Email',
    items: [
      'Email from your domain — mail is sent as your own address once you add the DKIM, SPF and DMARC records Zappy gives you at your DNS host.',
      'Contact-form delivery — each message from your contact form is emailed to you, with Reply-To set to the visitor.',
      'Newsletter sign-up — a sign-up form before the footer.',
    ],
  },
] as const;

export function IntegrationsTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Integrations">
        <p>
          Integrations connect your website to the tools you already use — for analytics, marketing,
          communication and social media. They are added as typed settings — never as pasted code —
          so they cannot break your site. Each change is saved as a new version of your site.
        </p>
        <p>
          In the preview, choose <strong className="text-slate-900">Integrations</strong> to see
          what your site has and what Zappy suggests for it, then{' '}
          <strong className="text-slate-900">Add Integrations</strong> to search the catalogue or
          browse it by category, tick what you want and fill in its settings (fields marked * are
          required). Nothing is applied until every setting is valid.
        </p>
        <p>
          To change an integration later, choose <strong className="text-slate-900">Edit</strong>{' '}
          beside it in the panel: its settings open as they are now, are checked the same way when
          you save, and go live as a new version, with the integration kept where it was. If a
          setting is refused, the reason shows in the form and nothing changes.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {INTEGRATION_CATEGORY_DOCS.map((category) => (
            <DocCard key={category.title} title={category.title}>
              <ul className="list-disc space-y-1 pl-5">
                {category.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </DocCard>
          ))}
        </div>
      </DocSection>
      <DocSection title="Email from your domain">
        <p>
          After you add it, the Email integration dialog walks you through three steps: Zappy
          configures your sender, shows the DNS records to add (each with Copy buttons), and checks
          them when you choose Verify DNS. DNS changes can take 15 minutes to 48 hours to propagate,
          usually 1-2 hours. Once verified you can send yourself a test email.
        </p>
        <p>
          Sending needs outgoing mail on the Zappy server you use (its administrator sets{' '}
          <code>SMTP_URL</code>). Without it the DNS setup still works, but test emails and
          contact-form delivery by email are off.
        </p>
      </DocSection>
      <DocSection title="Lead inbox">
        <p>
          Messages visitors send through your site&apos;s contact form, and newsletter sign-ups, are
          kept in your lead inbox whether or not they are emailed to you. Open it from{' '}
          <strong className="text-slate-900">Messages</strong> next to each website on your
          dashboard: the badge counts unread messages. You can read, mark unread and delete
          messages, and export them all as a CSV file.
        </p>
      </DocSection>
    </div>
  );
}

export function PreviewExportTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Preview">
        <p>
          The preview shows your website full size beside the Customize Website chat (on a phone,
          Customize opens the chat over the page). Live Site opens it in a new tab. From the header
          you can also Regenerate it with what should change, and Export it.
        </p>
      </DocSection>
      <DocSection title="Export">
        <p>Export downloads your website as plain HTML, CSS and JavaScript files:</p>
        <DocList
          items={[
            <>
              <code>index.html</code> — the index page
            </>,
            <>
              <code>styles.css</code> — the styles
            </>,
            <>
              <code>script.js</code> — the script
            </>,
            <>
              <code>images/</code> — the images folder
            </>,
            <>
              <code>README.md</code> — what is inside and how to host it
            </>,
          ]}
        />
        <p>
          Upload them to any static host — shared hosting, an object store, GitHub Pages, Netlify or
          Vercel. No Zappy account is needed to keep them online.
        </p>
      </DocSection>
      <DocSection title="Publishing">
        <p>Zappy can publish your website for you and shows the deployment as it happens:</p>
        <DocCardGrid
          items={DEPLOYMENT_STATUS_DOCS}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        />
        <p>
          By default this Zappy instance hosts the site on its own address; it can be set up to
          publish to Netlify or Vercel instead. Publishing, in the website&apos;s preview, names the
          platform hosting it. A new version only goes live once it is completely uploaded, so
          visitors never see a half-finished site, and when a deployment fails the previous version
          stays live.
        </p>
      </DocSection>
      <DocSection title="Code repository on GitHub">
        <p>
          Every version of your website is kept as a commit in the website&apos;s own code
          repository, with the change as its message. To connect a website to a repository on
          GitHub, open Publishing in its preview and, under Code repository, enter the
          repository&apos;s name (its owner, if not you) and a GitHub access token, which is not
          asked for when this Zappy instance has a token of its own, then choose Connect repository.
          Zappy creates the repository when it does not exist — private, unless you ask for GitHub
          Pages — or uses an empty one of yours, pushes the whole history, then each new version as
          it is published. It never overwrites a repository that already holds other work, and your
          token is stored encrypted and never shown again.
        </p>
        <p>
          A push that fails is shown with its reason and tried again later (after 30 seconds, 2
          minutes, 10 minutes and an hour); it never holds up publishing your website. GitHub Pages
          can be switched on for the repository: it serves a copy of your website from GitHub, in
          addition to where Zappy publishes it. Push now sends the current version at once;
          Disconnect stops the pushes and can delete the repository on GitHub if Zappy created it.
          Deleting the website also deletes the GitHub repository Zappy created for it, and no
          other.
        </p>
      </DocSection>
      <DocSection title="Your own domain">
        <p>
          A published website can also be at your own domain, such as www.example.com, up to five
          domains per website:
        </p>
        <DocList
          items={[
            "In the website's preview, open Publishing, type the domain under Your domains and choose Add domain. Zappy shows the DNS records to create at your DNS host: a CNAME for a name such as www.example.com, or, for example.com itself, the addresses and a TXT record (only where this Zappy server offers addresses for such domains).",
            'Create the records, then choose Check now. Each record says what was found and what to change. Zappy also checks again by itself for two days.',
            'Once the records point here, the website is served at your domain, and its pages name it as their address. If you add both www.example.com and example.com, the one added first is the address and the other sends visitors to it.',
            'A domain that points anywhere else is never used, and a domain taken off with Remove stops showing the website at once.',
          ]}
        />
        <p>DNS records take 15 minutes to 48 hours to propagate, usually 1-2 hours.</p>
      </DocSection>
    </div>
  );
}
