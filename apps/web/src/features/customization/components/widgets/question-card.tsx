import { useId, type ReactNode } from 'react';

/** The card a customization widget sits in: a group named by its question, then its controls. */
export function QuestionCard({ question, children }: { question: string; children: ReactNode }) {
  const questionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="rounded-xl border border-indigo-100 bg-white p-3 shadow-sm"
    >
      <p id={questionId} dir="auto" className="mb-2 text-sm font-semibold text-slate-900">
        {question}
      </p>
      {children}
    </div>
  );
}
