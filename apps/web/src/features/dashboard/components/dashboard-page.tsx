import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import {
  BookOpen,
  LayoutTemplate,
  MessageSquareText,
  Plus,
  Rocket,
  TriangleAlert,
  Wand2,
} from 'lucide-react';
import { Link } from 'react-router';
import type { WebsiteListItem } from '@zappy/contract/website';
import { DASHBOARD_MESSAGES } from '@zappy/contract/messages';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteWebsite } from '../api/delete-website';
import { useWebsiteStats } from '../api/get-website-stats';
import { useWebsites } from '../api/get-websites';
import { listErrorMessage, statsFromList } from '../lib/dashboard-format';
import { DeleteWebsiteDialog } from './delete-website-dialog';
import { StatCards } from './stat-cards';
import { WebsiteRow } from './website-row';

export interface DashboardPageProps {
  /** The signed-in user's first name (spec section 2: the welcome heading). */
  firstName: string;
  /** The auth state, passed in by app/ (features do not import each other). */
  authStatus?: 'loading' | 'signed-in' | 'signed-out';
  /** Each row's Messages button and inbox (the leads feature, composed in by app/). */
  renderMessages?: (website: WebsiteListItem) => ReactNode;
}

const QUICK_START = [
  { icon: MessageSquareText, text: 'Describe your business to the wizard' },
  { icon: Wand2, text: 'Answer a few questions; Zappy builds the site' },
  { icon: Rocket, text: 'Preview, regenerate, export or share the live link' },
];

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100">
        <LayoutTemplate aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">No websites yet</h3>
      <p className="mt-2 max-w-md text-slate-700">
        Describe your business to the wizard and your first website will appear here.
      </p>
      <ButtonLink to="/wizard" className="mt-6">
        <Plus aria-hidden="true" className="size-4" />
        Create Your First Website
      </ButtonLink>
    </div>
  );
}

function SideCards() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      <section
        aria-labelledby="quick-start-heading"
        className="rounded-3xl bg-gradient-to-br from-indigo-600 to-purple-700 p-6 text-white shadow-sm"
      >
        <h2 id="quick-start-heading" className="text-lg font-semibold">
          Quick Start
        </h2>
        <ol className="mt-4 space-y-3">
          {QUICK_START.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-start gap-3 text-sm leading-6 text-indigo-50">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {text}
              </span>
            </li>
          ))}
        </ol>
        <ButtonLink to="/wizard" variant="inverse" size="sm" className="mt-5">
          Start the wizard
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
  );
}

/** `/dashboard` (protected; spec section 2, "Dashboard"). */
export function DashboardPage({
  firstName,
  authStatus = 'signed-in',
  renderMessages,
}: DashboardPageProps) {
  const isSignedIn = authStatus === 'signed-in';
  const list = useWebsites(isSignedIn);
  const stats = useWebsiteStats(isSignedIn);
  const deletion = useDeleteWebsite();
  const [toDelete, setToDelete] = useState<WebsiteListItem | null>(null);

  if (authStatus !== 'signed-in') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center px-4 text-center">
        <title>Dashboard · Zappy</title>
        {authStatus === 'loading' ? (
          <Spinner label={DASHBOARD_MESSAGES.authenticating} />
        ) : (
          <p className="text-lg text-slate-800">{DASHBOARD_MESSAGES.signedOut}</p>
        )}
      </div>
    );
  }

  // Spec section 8: a failed load empties the list and says why.
  const websites = list.isError ? [] : (list.data ?? []);
  const shownStats = stats.data ?? (list.isSuccess ? statsFromList(websites) : null);

  const confirmDelete = (website: WebsiteListItem) => {
    deletion.mutate(website, {
      onSuccess: (outcome) => {
        setToDelete(null);
        if (outcome.ok) toast.success(outcome.message);
        else toast.error(outcome.message);
      },
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
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

      <section aria-label="Statistics" className="mt-8">
        <StatCards stats={shownStats} />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="websites-heading"
          className="min-w-0 rounded-3xl border border-slate-200 bg-white shadow-sm lg:col-span-2"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id="websites-heading" className="text-lg font-semibold text-slate-900">
              Your Websites
            </h2>
            {list.isSuccess && websites.length > 0 ? (
              <span className="text-sm text-slate-700">{websites.length} total</span>
            ) : null}
          </div>
          {list.isPending ? (
            <Spinner label={DASHBOARD_MESSAGES.loading} className="px-6 py-16" />
          ) : list.isError ? (
            <div className="px-6 py-12 text-center">
              <p
                role="alert"
                className="mx-auto inline-flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
              >
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {listErrorMessage(list.error)}
              </p>
            </div>
          ) : websites.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="divide-y divide-slate-200">
              {websites.map((website) => (
                <WebsiteRow
                  key={website.id}
                  website={website}
                  onDelete={setToDelete}
                  renderMessages={renderMessages}
                />
              ))}
            </ul>
          )}
        </section>
        <SideCards />
      </div>

      <DeleteWebsiteDialog
        website={toDelete}
        isDeleting={deletion.isPending}
        onCancel={() => {
          setToDelete(null);
        }}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
