import type { ReactNode } from 'react';
import {
  ArrowRight,
  Bot,
  Check,
  Clock,
  Gauge,
  LayoutDashboard,
  Mail,
  PlayCircle,
  Sparkles,
  Target,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import { SUPPORT_REPLY_HOURS } from '@zappy/contract/constants';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SUPPORT_EMAIL } from '../../../lib/site-config';
import { useDisclosure } from '../../../lib/use-disclosure';
import { ContactForm } from './contact-form';
import { HeroPreview } from './hero-preview';
import { WatchDemoDialog } from './watch-demo-dialog';

const features = [
  {
    icon: Wand2,
    title: 'AI-Powered Generation',
    text: 'Zappy turns your description into a complete site — structure, copy, colour palette and hero images — in 2-5 minutes.',
  },
  {
    icon: Bot,
    title: 'Smart Wizard',
    text: 'A friendly chat asks the right follow-up questions with quick-pick widgets, so nothing important is missed.',
  },
  {
    icon: Gauge,
    title: 'Performance Optimised',
    text: 'Lean, framework-free HTML and CSS that loads fast on any connection and is ready for search engines.',
  },
  {
    icon: Target,
    title: 'Conversion Focused',
    text: 'Clear calls to action, contact forms, pricing and testimonials arranged to turn visitors into customers.',
  },
] as const;

const reasons = [
  'Professional websites in minutes — no coding needed',
  'SEO-optimised and mobile-responsive out of the box',
  'Customisable colour palettes and branding',
  'Hero image generation and selection',
  'Accessibility compliance (WCAG 2.1 AA) built in',
  'Fast loading on every device',
  'Exportable code you own: plain HTML, CSS and JavaScript',
  'Open source and self-hostable — your data stays on your server',
] as const;

const stats = [
  { value: '2-5 min', label: 'to generate a complete site' },
  { value: '5-15 min', label: 'of conversation is all it takes' },
  { value: 'Unlimited', label: 'customizations and regenerations' },
  { value: '100%', label: 'your code, ready to export' },
] as const;

/** A section's heading (its id labels the section) and the sentence under it. */
function SectionIntro({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{children}</p>
    </>
  );
}

/** One way to reach us; the icon stands for the term, which only screen readers hear. */
function ContactDetail({
  icon: Icon,
  term,
  title,
  children,
}: {
  icon: LucideIcon;
  term: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <dt>
        <span className="flex size-11 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd>
        <p className="font-semibold text-slate-900">{title}</p>
        {children}
      </dd>
    </div>
  );
}

interface LandingPageProps {
  isSignedIn: boolean;
}

export function LandingPage({ isSignedIn }: LandingPageProps) {
  const demo = useDisclosure();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-200/60 via-purple-200/50 to-sky-200/40 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-xs font-medium text-indigo-800 shadow-sm sm:text-sm">
              <Sparkles aria-hidden="true" className="size-4" />
              Open source · Self-hostable · Works offline
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
              Your marketing website,{' '}
              <span className="bg-gradient-to-r from-indigo-600 to-purple-700 bg-clip-text text-transparent">
                built by AI in minutes
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-700">
              Describe your business in a short chat. Zappy writes the copy, picks the colours,
              creates hero images and builds a fast, accessible, SEO-ready website you can
              customize, export or publish — no coding needed.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/wizard" size="lg">
                <Sparkles aria-hidden="true" className="size-5" />
                Start Creating
              </ButtonLink>
              {isSignedIn ? (
                <ButtonLink to="/dashboard" size="lg" variant="secondary">
                  <LayoutDashboard aria-hidden="true" className="size-5" />
                  View Dashboard
                </ButtonLink>
              ) : (
                <Button size="lg" variant="secondary" onClick={demo.open}>
                  <PlayCircle aria-hidden="true" className="size-5" />
                  Watch Demo
                </Button>
              )}
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
              {['WCAG 2.1 AA', 'Mobile responsive', 'Exportable code'].map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <Check aria-hidden="true" className="size-4 text-emerald-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section aria-labelledby="features-heading" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              Features
            </p>
            <h2
              id="features-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              Everything you need to launch online
            </h2>
            <p className="mt-4 text-lg text-slate-700">
              From the first idea to a published site, Zappy handles the hard parts.
            </p>
          </div>
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <li
                key={feature.title}
                className="group rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-purple-600 text-white shadow-md shadow-indigo-500/20">
                  <feature.icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-50 py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <SectionIntro id="why-heading" title="Why choose Zappy?">
              Built for business owners who want a great website without hiring an agency.
            </SectionIntro>
            <ul className="mt-8 space-y-4">
              {reasons.map((reason) => (
                <li key={reason} className="flex gap-3 text-slate-800">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <dt className="text-sm leading-6 text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-indigo-700">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-purple-700 px-6 py-14 text-center shadow-xl sm:px-12">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
            />
            <h2
              id="cta-heading"
              className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              Ready to launch your website?
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg text-indigo-50">
              Start a conversation now — it takes a few minutes and no technical knowledge.
            </p>
            <ButtonLink to="/wizard" size="lg" variant="inverse" className="relative mt-8">
              Create Your Website
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="bg-slate-50 py-20 sm:py-24"
      >
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <SectionIntro id="contact-heading" title="Get in touch">
              Questions about Zappy, your website or running your own instance? We&apos;re happy to
              help.
            </SectionIntro>
            <dl className="mt-8 space-y-6">
              <ContactDetail icon={Mail} term="Support email" title="Email support">
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
                >
                  {SUPPORT_EMAIL}
                </a>
              </ContactDetail>
              <ContactDetail icon={Clock} term="Response time" title="Fast answers">
                <p className="text-slate-700">
                  We reply within {SUPPORT_REPLY_HOURS} hours on business days.
                </p>
              </ContactDetail>
            </dl>
          </div>
          <div className="lg:col-span-3">
            <ContactForm />
          </div>
        </div>
      </section>

      <WatchDemoDialog open={demo.isOpen} onClose={demo.close} />
    </>
  );
}
