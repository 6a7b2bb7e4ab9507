import { createBrain } from '../packages/ai/src/brain';
import { generateEditSite } from '../packages/fixtures/src/edit-requests/sites';
import { changedAreas } from '../packages/fixtures/src/edit-requests/judge';
import { applySiteEdits } from '../packages/site-model/src/patch';
const brain = createBrain({ seed: 1 });
const m = await generateEditSite(brain, 'es', 'groomer');
const t = (await brain.customize(m, 'El corte de uñas ahora cuesta 12 €', null)).value;
const a = applySiteEdits(m, t.edits);
if (a.ok) { console.log(changedAreas(m, a.value)); const s=(x:any)=>x.sections.find((s:any)=>s.type==='services').items.map((i:any)=>[i.title,i.price]); console.log(s(m), s(a.value)); }
