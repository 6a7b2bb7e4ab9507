import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';

/** `/preview/:websiteId`. The preview with customization chat replaces this in its issue. */
export function PreviewPage() {
  const { websiteId = '' } = useParams();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>Website Preview · Zappy</title>
      <ButtonLink to="/dashboard" variant="ghost" size="sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Website Preview</h1>
      <p className="mt-2 text-slate-700">Website {websiteId.slice(0, 8)}</p>
    </section>
  );
}
