import { useState } from 'react';
import { Download } from 'lucide-react';
import type { AppWords } from '@zappy/locales/types';
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
  /** The menu's words where the page knows the site's language ("Export" is the spec's). */
  words?: ExportWords;
}

type ExportWords = AppWords['preview']['exportMenu'];

/**
 * The menu's English, as AppWords' `preview.exportMenu` has it: the dashboard, which lists sites
 * in many languages, speaks English and keeps the phrasebook out of its first load.
 */
const ENGLISH: ExportWords = {
  exporting: 'Exporting...',
  zip: 'ZIP archive',
  zipText: 'HTML, CSS, script and images, ready to host',
  json: 'JSON data',
  jsonText: 'Everything the site is made from',
};

/** Export as JSON (the site's data) or ZIP (the files, ready to host or open from disk). */
export function ExportMenu({
  websiteId,
  siteName,
  size = 'md',
  align = 'right',
  onError,
  buttonClassName,
  words = ENGLISH,
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
          {isBusy ? words.exporting : 'Export'}
          {siteName ? ' ' : ''}
          {siteName ? <span className="sr-only">{siteName}</span> : null}
        </>
      }
      items={[
        {
          label: words.zip,
          description: words.zipText,
          onSelect: () => {
            run('zip');
          },
        },
        {
          label: words.json,
          description: words.jsonText,
          onSelect: () => {
            run('json');
          },
        },
      ]}
    />
  );
}
