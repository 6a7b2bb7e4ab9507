import { Home } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** Any path no route matches (spec section 2). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>Page not found · Zappy</title>
      <p className="bg-gradient-to-r from-indigo-600 to-purple-700 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">
        The page you&apos;re looking for doesn&apos;t exist or has moved.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <Home aria-hidden="true" className="size-5" />
        Go Home
      </ButtonLink>
    </section>
  );
}
