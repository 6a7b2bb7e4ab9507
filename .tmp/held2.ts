import { createBrain } from '../packages/ai/src/brain';
import { generateEditSite } from '../packages/fixtures/src/edit-requests/sites';
const brain = createBrain({ seed: 1 });
const reqs: [string, string, string][] = [
 ['en','bakery','I don\'t want the gallery anymore'],
 ['en','bakery','can the hours come before the services?'],
 ['en','bakery','swap the about and services sections'],
 ['en','groomer','take the FAQ off the page'],
 ['en','groomer','add a pricing section'],
 ['en','studio','Put contact right after the hero'],
 ['en','studio','add an about us section'],
 ['es','bakery','No quiero la galería'],
 ['es','groomer','Pon las preguntas arriba del todo'],
 ['fr','bakery','Retire la section à propos'],
 ['de','bakery','Die Galerie bitte ans Ende'],
 ['it','studio','Aggiungi una sezione galleria'],
 ['pt','bakery','Tira a secção sobre nós'],
 ['nl','groomer','Haal de veelgestelde vragen weg'],
 ['he','studio','תמחק את המחירים'],
 ['ar','bakery','أزل قسم من نحن'],
];
for (const [l, s, r] of reqs) {
  const m = await generateEditSite(brain, l as never, s as never);
  const t = (await brain.customize(m, r, null)).value;
  console.log(`\n${l} ${s}: ${r}\n  -> ${t.reply.slice(0,150)}\n  ${JSON.stringify(t.edits).slice(0, 200)}`);
}
