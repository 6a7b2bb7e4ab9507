import { TriangleAlert } from 'lucide-react';

interface RefusedSettingsProps {
  /** What the refusal means for the site: "Nothing was applied:". */
  title: string;
  /** The server's reasons, one per line. */
  errors: readonly string[];
}

/** Why the server refused the settings, where the owner fills them in; announced when shown. */
export function RefusedSettings({ title, errors }: RefusedSettingsProps) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm text-red-900">
        {errors.map((error) => (
          <li key={error} dir="auto">
            {error}
          </li>
        ))}
      </ul>
    </div>
  );
}
