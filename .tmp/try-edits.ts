import { createBrain } from '../packages/ai/src/brain';
import { generateSite } from '../packages/ai/src/recipe';
import { driveOwner } from '../packages/fixtures/src/wizard-answers';
import { applySiteEdits } from '../packages/site-model/src/patch';
import { customizeOffline } from '../packages/ai/src/offline/customize';

const brain = createBrain({ seed: 1 });
async function site(messages: string[]) {
  const turns = await driveOwner(brain, messages);
  const req = turns[turns.length - 1]!.state.requirements!;
  return (await generateSite(brain, req, { seed: 1 })).model;
}
const es = await site(['Panadería La Espiga en Valencia. Hacemos pan de masa madre, croissants y tartas por encargo. Abrimos de lunes a sábado de 8 a 14. Teléfono 961 234 567.']);
const en = await site(['Paws on Wheels is my mobile dog grooming van in Bristol. Full groom for small dogs £45, medium £55, large £65. Call 0117 496 0000.']);
const reqs = process.argv.slice(2).length ? process.argv.slice(2) : [
 'es|Añade una pregunta frecuente sobre aparcamiento: ¿Dónde puedo aparcar? Hay parking gratuito detrás de la tienda.',
 'es|Los sábados ahora abrimos de 9 a 13',
 'es|Haz el titular más corto',
 'es|Quita los precios',
 'es|Colores más cálidos',
 'en|Add a FAQ entry about parking: "Do you groom cats?" No, only dogs.',
 'en|Our Saturday hours are now 9-13',
 'en|Make the headline shorter',
 'en|Rename the card "Price" to "Small dogs"',
 'en|Warmer colours',
 'en|Our phone number is now 0117 496 1111',
];
for (const r of reqs) {
  const [l, text] = r.split('|');
  const model = l === 'es' ? es : en;
  const t = customizeOffline(model, text!, null);
  console.log('\n>>', text, '\n  reply:', t.reply, '\n  widget:', t.widget?.type ?? '-', '\n  edits:', JSON.stringify(t.edits).slice(0, 400));
}
