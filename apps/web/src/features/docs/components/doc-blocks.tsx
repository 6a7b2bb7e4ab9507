import type { ReactNode } from 'react';

export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <div className="space-y-4 leading-7 text-slate-700 [&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-slate-900">
        {children}
      </div>
    </section>
  );
}

export function DocSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

export function DocCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 text-sm leading-6 text-slate-700">{children}</div>
    </div>
  );
}

/** A card for each entry, laid out by `className`. */
export function DocCardGrid({
  items,
  className,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <DocCard key={item.title} title={item.title}>
          {item.text}
        </DocCard>
      ))}
    </div>
  );
}

export function DocList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item, index) => (
        // Static content: the position is a stable key.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A request as an owner writes it in the chat, quoted; `lang` when it is not English. */
export function Say({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    <q lang={lang} className="text-slate-900">
      {children}
    </q>
  );
}
