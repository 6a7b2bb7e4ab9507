import type { BriefEdit, WizardBrief } from '@zappy/contract/brief';
import type { ServiceMode } from '@zappy/contract/requirements';
import type { SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  injectAs,
  readyWizardSession,
  signIn,
  useGenerationHarness,
  waitForDeployment,
} from '../../../test/generation-harness';

/** The brief's edit form as the wizard sends it: the brief as read, with the mode chosen. */
function editWithMode({ requirements }: WizardBrief, serviceMode: ServiceMode): BriefEdit {
  const contact = requirements.contactDetails;
  return {
    businessName: requirements.businessName ?? '',
    industry: requirements.industry ?? '',
    description: requirements.description ?? '',
    address: {
      street: '',
      city: contact?.address.city ?? '',
      state: '',
      zip: '',
      country: '',
    },
    services: requirements.specialties,
    plans: requirements.plans,
    hoursNote: requirements.hoursNote ?? '',
    serviceMode,
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    website: '',
    goal: requirements.goals[0] ?? '',
    callToAction: requirements.callToAction ?? '',
    language: 'en',
    notes: requirements.highlights,
  };
}

// The brief is what generation builds from (issue 23): the mode the owner picks there, not the
// one the reader guessed, decides whether the site invites customers to visit.
describe.each(testDatabases)(
  'the brief’s service mode in the generated site on $name',
  ({ open }) => {
    const harness = useGenerationHarness(open);

    /** Runs the wizard on `prompt`, sets the mode in the brief, generates: the live site's model. */
    async function generateWithMode(prompt: string, serviceMode: ServiceMode) {
      const { app } = harness;
      const token = await signIn(app, `mode-${serviceMode}@example.com`);
      const { sessionId } = await readyWizardSession(app, token, prompt);
      const briefUrl = `/api/wizard/session/${sessionId}/brief`;
      const read = (await injectAs(app, token, 'GET', briefUrl)).json<{ brief: WizardBrief }>();
      const edited = await injectAs(
        app,
        token,
        'PUT',
        briefUrl,
        editWithMode(read.brief, serviceMode),
      );
      expect(edited.statusCode).toBe(200);
      const started = await injectAs(app, token, 'POST', '/api/website/generate', { sessionId });
      expect(started.statusCode).toBe(200);
      const { websiteId } = started.json<{ websiteId: string }>();
      const website = await waitForDeployment(app, token, websiteId, 1);
      return { readMode: read.brief.requirements.serviceMode, model: website.content as SiteModel };
    }

    const contactHeading = (model: SiteModel) =>
      model.sections.find((section) => section.type === 'contact')?.heading;

    it('invites no visit when the owner says they work online', async () => {
      const { readMode, model } = await generateWithMode(
        'A bakery called "Golden Crumb" in Portland. We bake sourdough and custom cakes. Email hello@goldencrumb.example',
        'online',
      );
      expect(readMode).toBeUndefined();
      expect(contactHeading(model)).toBe('Contact Golden Crumb');
      expect(JSON.stringify(model)).not.toMatch(/Visit Golden Crumb|Drop by|See you soon in/);
    });

    it('invites a visit when the owner says customers come to them, whatever the reader read', async () => {
      const { readMode, model } = await generateWithMode(
        'A dog grooming salon called "Paws on Wheels" in Bristol. I come to your driveway. Call 0117 496 0000.',
        'premises',
      );
      expect(readMode).toBe('mobile');
      expect(contactHeading(model)).toBe('Visit Paws on Wheels in Bristol');
    });
  },
);
