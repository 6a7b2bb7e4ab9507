import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useSignInStore } from '../hooks/use-sign-in';

/** The frame of a page a mailed link opens: a heading and what the link did. */
export function AccountLinkLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Why a link did not work (the server's reason, or the page's own), and the way on. */
export function LinkProblem({ message, action }: { message: string; action: string }) {
  const startSignIn = useSignInStore((state) => state.startSignIn);
  const isStarting = useSignInStore((state) => state.isStarting);
  return (
    <div className="flex flex-col gap-4">
      <p
        role="alert"
        className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
      >
        {message}
      </p>
      <Button
        size="lg"
        disabled={isStarting}
        onClick={() => {
          void startSignIn();
        }}
      >
        {action}
      </Button>
    </div>
  );
}
