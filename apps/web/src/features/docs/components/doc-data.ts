/** The six grouped generation stages of spec section 2, as the docs explain them. */
export const GENERATION_STAGE_DOCS = [
  {
    title: 'Creating Concept',
    text: 'Analyzes your brief, plans the sections and writes the copy.',
  },
  {
    title: 'Creating Images',
    text: 'Places the photos you picked or uploaded, finds photos when a photo service is set, and draws the rest in your style.',
  },
  {
    title: 'Building Structure',
    text: 'Assembles the pages from accessible, responsive sections.',
  },
  { title: 'Applying Design', text: 'Applies your palette and typography and adds interactivity.' },
  {
    title: 'Adding Compliance',
    text: 'Adds SEO data, the accessibility toolbar and your integrations.',
  },
  { title: 'Finalizing', text: 'Optimizes files and images and saves the new version.' },
] as const;

/** Deployment progress as spec section 4's table reports it. */
export const DEPLOYMENT_STATUS_DOCS = [
  { title: 'Initializing · 10%', text: 'The deployment is prepared.' },
  { title: 'Building · 50%', text: 'The files are built for hosting.' },
  { title: 'Deploying · 80%', text: 'The new version is uploaded.' },
  { title: 'Live · 100%', text: 'Your website is online.' },
] as const;
