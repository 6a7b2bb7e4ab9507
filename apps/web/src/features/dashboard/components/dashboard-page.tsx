import { BookOpen, LayoutTemplate, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES } from '@zappy/contract/messages';
import { ButtonLink } from '../../../components/ui/button';

interface DashboardPageProps {
  /** The signed-in user's first name (spec section 2: the welcome heading). */
  firstName: string;
}

/**
 * `/dashboard` (protected). Until websites can be generated the list is always empty; the
 * statistics, list and deletion arrive with the dashboard issue.
 */
export function DashboardPage({ firstName }: DashboardPageProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>Dashboard · Zappy</title>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            Welcome back, {firstName}!
          </h1>
          <p className="mt-2 text-lg text-slate-700">{DASHBOARD_MESSAGES.subtitle}</p>
        </div>
        <ButtonLink to="/wizard" size="lg">
          <Plus aria-hidden="true" className="size-5" />
          Create New Website
        </ButtonLink>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="websites-heading"
          className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center lg:col-span-2"
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-700 shadow-sm">
            <LayoutTemplate aria-hidden="true" className="size-7" />
          </span>
          <h2 id="websites-heading" className="mt-5 text-xl font-semibold text-slate-900">
            No websites yet
          </h2>
          <p className="mt-2 max-w-md text-slate-700">
            Describe your business to the wizard and your first website will appear here.
          </p>
          <ButtonLink to="/wizard" className="mt-6">
            Create Your First Website
          </ButtonLink>
        </section>
        <section
          aria-labelledby="help-heading"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="flex size-11 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
            <BookOpen aria-hidden="true" className="size-5" />
          </span>
          <h2 id="help-heading" className="mt-4 text-lg font-semibold text-slate-900">
            Need Help?
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-700">
            Learn how the wizard works, what you can customize and how to export your site.
          </p>
          <Link
            to="/documentation"
            className="mt-4 inline-block text-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
          >
            Read the documentation
          </Link>
        </section>
      </div>
    </div>
  );
}
