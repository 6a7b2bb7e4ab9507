import { CalendarPlus, Globe, Layers } from 'lucide-react';
import type { WebsiteStats } from '@zappy/contract/website';

const CARDS = [
  {
    key: 'totalWebsites',
    label: 'Total Websites',
    icon: Globe,
    tone: 'bg-indigo-100 text-indigo-700',
  },
  {
    key: 'thisMonth',
    label: 'This Month',
    icon: CalendarPlus,
    tone: 'bg-emerald-100 text-emerald-700',
  },
  {
    key: 'totalVersions',
    label: 'Total Versions',
    icon: Layers,
    tone: 'bg-purple-100 text-purple-700',
  },
] as const;

/** Total Websites, This Month, Total Versions (spec section 2). */
export function StatCards({ stats }: { stats: WebsiteStats | null }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col-reverse">
            <p className="text-sm font-medium text-slate-700">{label}</p>
            <p
              data-testid={`stat-${key}`}
              className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
            >
              {stats ? stats[key] : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
