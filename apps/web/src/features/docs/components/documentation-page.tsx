import {
  BookOpen,
  Download,
  HelpCircle,
  Palette,
  Plug,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import { Accordion } from '../../../components/ui/accordion';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { FAQ_ITEMS } from './faq';
import {
  CustomizationTab,
  IntegrationsTab,
  OverviewTab,
  PreviewExportTab,
  WizardTab,
} from './doc-tabs';
import { DocSection } from './doc-blocks';

const sections: readonly (Omit<TabItem, 'icon'> & { icon: LucideIcon })[] = [
  { id: 'overview', label: 'Overview', icon: BookOpen, content: <OverviewTab /> },
  { id: 'wizard', label: 'Site Generation Wizard', icon: Wand2, content: <WizardTab /> },
  {
    id: 'customization',
    label: 'Customization Features',
    icon: Palette,
    content: <CustomizationTab />,
  },
  { id: 'integrations', label: 'Integrations', icon: Plug, content: <IntegrationsTab /> },
  {
    id: 'preview-export',
    label: 'Preview & Export',
    icon: Download,
    content: <PreviewExportTab />,
  },
  {
    id: 'faq',
    label: 'FAQ',
    icon: HelpCircle,
    content: (
      <DocSection title="Frequently Asked Questions">
        <Accordion items={FAQ_ITEMS} headingLevel={3} />
      </DocSection>
    ),
  },
];

const tabs: readonly TabItem[] = sections.map(({ icon: Icon, ...section }) => ({
  ...section,
  icon: <Icon aria-hidden="true" className="size-4" />,
}));

/** `/documentation`: six tabs, the last an eight-question FAQ (spec section 2). */
export function DocumentationPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <title>Documentation · Zappy</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          Documentation
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
          Learn how Zappy builds your website
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          Everything about creating, customizing, connecting and exporting a website with Zappy —
          and about running Zappy on your own server.
        </p>
      </header>
      <div className="mt-10">
        <Tabs label="Documentation sections" items={tabs} />
      </div>
    </div>
  );
}
