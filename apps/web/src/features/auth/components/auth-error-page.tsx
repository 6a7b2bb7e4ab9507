import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { SignInButton } from './sign-in-button';

/** `/auth/error`: where a failed sign-in can land. */
export function AuthErrorPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>Authentication Failed · Zappy</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        Authentication Failed
      </h1>
      <p className="mt-4 text-slate-700">
        We couldn&apos;t sign you in. The sign-in may have been cancelled, taken too long, or been
        refused by the identity provider. Please try again.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SignInButton label="Try again" />
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
