import { MessageSquareText, MousePointerClick, Rocket, Wand2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { IconBadge } from '../../../components/ui/icon-badge';

const steps = [
  {
    icon: MessageSquareText,
    title: 'Describe your business',
    text: 'Type a sentence or two about what you do, or pick one of the example prompts.',
  },
  {
    icon: MousePointerClick,
    title: 'Answer a few questions',
    text: 'The wizard asks follow-ups with quick-pick widgets: audience, style, colours, sections. About 5-15 minutes.',
  },
  {
    icon: Wand2,
    title: 'Generate',
    text: 'Sign in and watch the live progress while Zappy writes, designs and builds your site in 2-5 minutes.',
  },
  {
    icon: Rocket,
    title: 'Customize and launch',
    text: 'Refine it by chat, add integrations, then export the code or deploy it with one click.',
  },
] as const;

export function WatchDemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="See how Zappy works"
      description={<p>From a short description to a live marketing website in four steps.</p>}
    >
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-slate-50 p-4">
            <IconBadge icon={step.icon} className="bg-indigo-600 text-white" />
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-1 text-sm leading-6 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to="/wizard" onClick={onClose}>
          Try it now
        </ButtonLink>
      </div>
    </Modal>
  );
}
