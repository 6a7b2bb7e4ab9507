import { createSampleSiteModel } from '../packages/fixtures/src/sample-sites';
import { requestScope } from '../packages/ai/src/request-scope';
const model = createSampleSiteModel({ industry: 'bakery' });
for (const m of ['Add a FAQ entry about parking','make it green','Fresh bread every morning','Añade una pregunta frecuente sobre aparcamiento']) console.log(m, requestScope(model, m));
