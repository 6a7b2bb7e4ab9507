import { useState } from 'react';
import { Download } from 'lucide-react';
import { exportWebsite, type ExportFormat } from '../lib/export-website';
import { MenuButton } from './ui/menu-button';
import type { ButtonSize } from './ui/button';

interface ExportMenuProps {
  websiteId: string;
  /** Read after "Export" by screen readers where many sites are listed. */
  siteName?: string;
  size?: ButtonSize;
  align?: 'left' | 'right';
  /** Called with the error when a download fails (the toast has already been shown). */
  onError?: (error: unknown) => void;
  buttonClassName?: string;
}

/** Export as JSON (the site's data) or ZIP (the files, ready to host or open from disk). */
export function ExportMenu({
  websiteId,
  siteName,
  size = 'md',
  align = 'right',
  onError,
  buttonClassName,
}: ExportMenuProps) {
  const [isBusy, setBusy] = useState(false);
  const run = (format: ExportFormat) => {
    setBusy(true);
    void exportWebsite(websiteId, format).then((error) => {
      setBusy(false);
      if (error !== null) onError?.(error);
    });
  };
  return (
    <MenuButton
      size={size}
      align={align}
      disabled={isBusy}
      buttonClassName={buttonClassName}
      label={
        <>
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {isBusy ? 'Exporting...' : 'Export'}
          {siteName ? ' ' : ''}
          {siteName ? <span className="sr-only">{siteName}</span> : null}
        </>
      }
      items={[
        {
          label: 'ZIP archive',
          description: 'HTML, CSS, script and images, ready to host',
          onSelect: () => {
            run('zip');
          },
        },
        {
          label: 'JSON data',
          description: 'Everything the site is made from',
          onSelect: () => {
            run('json');
          },
        },
      ]}
    />
  );
}
