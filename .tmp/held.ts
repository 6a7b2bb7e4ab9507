import { createBrain } from '../packages/ai/src/brain';
import { generateEditSite } from '../packages/fixtures/src/edit-requests/sites';
import { applySiteEdits } from '../packages/site-model/src/patch';
const brain = createBrain({ seed: 1 });
const reqs: [string, string, string][] = [
 ['en','groomer','Can you bump the nail trim price up to £14?'],
 ['en','groomer','please delete nail trim and de-shedding'],
 ['en','groomer','Change the description of Nail trim to "Quick and gentle, about 15 minutes"'],
 ['en','groomer','We also offer flea treatment now for £20'],
 ['en','groomer','Add a new service called Puppy intro'],
 ['en','groomer','hide the prices please'],
 ['en','groomer','get rid of the price on de-shedding'],
 ['en','studio','Make prenatal yoga say "Gentle classes for every trimester"'],
 ['en','studio','Call the Monthly plan "Monthly pass"'],
 ['en','studio','add a Family plan at $200 a month'],
 ['en','studio','remove yin yoga'],
 ['es','groomer','Sube el precio del corte de uñas a 12 euros'],
 ['es','groomer','Ya no hacemos deslanado, quítalo'],
 ['es','studio','Añade el servicio Yoga para niños'],
 ['fr','groomer','Mets le démêlage à 32 €'],
 ['fr','studio','Supprime le yin yoga'],
 ['de','groomer','Entfilzen bitte auf 35 € ändern'],
 ['de','groomer','Füge die Leistung Zahnpflege für 20 € hinzu'],
 ['it','groomer','Aggiungi il servizio Bagno per gatti a 25 €'],
 ['pt','studio','Adiciona o serviço Ioga para crianças'],
 ['nl','groomer','Voeg de dienst Vlooienbehandeling toe voor € 20'],
 ['nl','groomer','Verwijder ontklitten'],
 ['he','studio','תוסיף שירות יוגה לילדים'],
 ['ar','groomer','أضف خدمة تنظيف الأسنان بسعر 60 درهم'],
];
for (const [l, s, r] of reqs) {
  const m = await generateEditSite(brain, l as never, s as never);
  const t = (await brain.customize(m, r, null)).value;
  const ok = applySiteEdits(m, t.edits).ok;
  console.log(`\n${l} ${s}: ${r}\n  -> ${t.reply}\n  ${ok ? '' : 'NOT APPLY '}${JSON.stringify(t.edits).slice(0, 300)}`);
}
