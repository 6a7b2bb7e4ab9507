import { useEffect, useRef } from 'react';
import type { NotUsedAction, NotUsedItem } from '@zappy/contract/brief';
import type { AppWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { isFocusLost } from '../../../lib/focus';

interface NotUsedListProps {
  items: NotUsedItem[];
  words: AppWords['brief']['notUsed'];
  isBusy: boolean;
  onResolve: (item: NotUsedItem, action: NotUsedAction) => void;
}

/** Everything the owner typed that no field holds, each with its one-click destinations. */
export function NotUsedList({ items, words, isBusy, onResolve }: NotUsedListProps) {
  const actions: [NotUsedAction, string][] = [
    ['service', words.asService],
    ['note', words.asNote],
    ['about', words.toAbout],
    ['ignore', words.ignore],
  ];
  const sectionRef = useRef<HTMLElement>(null);

  // The resolved item took the focused button with it: go on with the next item, or the heading.
  useEffect(() => {
    if (!isFocusLost()) return;
    const next = sectionRef.current?.querySelector<HTMLElement>('li button:not([disabled])');
    (next ?? sectionRef.current?.querySelector<HTMLElement>('h3'))?.focus({ preventScroll: true });
  }, [items.length]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="brief-not-used-heading"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="brief-not-used-heading" tabIndex={-1} className="text-base font-bold text-slate-900">
        {words.title}
      </h3>
      <p className="mt-0.5 text-sm text-slate-700">
        {items.length > 0 ? words.intro : words.empty}
      </p>
      {items.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li
              key={`${item.messageId}:${item.start}`}
              className="rounded-xl bg-white p-3 shadow-sm"
            >
              <q className="block text-sm text-slate-900">{item.text}</q>
              <div
                role="group"
                aria-label={words.actionsFor(item.text)}
                className="mt-2 flex flex-wrap gap-2"
              >
                {actions.map(([action, label]) => (
                  <Button
                    key={action}
                    variant={action === 'ignore' ? 'ghost' : 'secondary'}
                    size="sm"
                    disabled={isBusy}
                    onClick={() => {
                      onResolve(item, action);
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
