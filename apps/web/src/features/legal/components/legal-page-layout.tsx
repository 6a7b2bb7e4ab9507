import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { LEGAL_LAST_UPDATED } from '@zappy/contract/constants';
import { ButtonLink } from '../../../components/ui/button';

interface LegalPageLayoutProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame shared by the privacy policy, the terms and the accessibility statement. */
export function LegalPageLayout({ title, intro, children }: LegalPageLayoutProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Zappy`}</title>
      <ButtonLink to="/" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </ButtonLink>
      <header className="mt-6 border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          Last updated: {LEGAL_LAST_UPDATED}
        </p>
        <div className="mt-6 text-lg leading-8 text-slate-700">{intro}</div>
      </header>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

interface LegalSectionProps {
  title: string;
  children: ReactNode;
}

export function LegalSection({ title, children }: LegalSectionProps) {
  return (
    <section>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
