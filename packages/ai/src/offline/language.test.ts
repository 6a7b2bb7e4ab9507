import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

// Pairs of near neighbours that share most function words ("de", "que", "para", "em"/"en"):
// each message is told apart by what only its own language writes.
const PORTUGUESE = [
  'Fazemos bolos de aniversário e pão caseiro, com entrega em casa.',
  'Você marca a consulta pelo telefone e nós tratamos do resto.',
  'Atendemos em Lisboa e no Porto. Não trabalhamos ao domingo.',
  'Oficina de bicicletas para o dia a dia: revisões, travões e pneus.',
  'A minha empresa faz limpeza de escritórios com produtos ecológicos.',
];
const SPANISH = [
  'Hacemos tartas de cumpleaños y pan casero, con entrega a domicilio.',
  'Usted reserva la cita por teléfono y nosotros nos ocupamos del resto.',
  'Trabajamos en Valencia y Alicante. No abrimos los domingos.',
  'Taller de bicicletas para el día a día: revisiones, frenos y neumáticos.',
  'Mi empresa hace limpieza de oficinas con productos ecológicos y mucha atención.',
];

describe('detectLanguage tells neighbours apart by real signals', () => {
  it.each(PORTUGUESE)('reads Portuguese, not Spanish: %s', (text) => {
    expect(detectLanguage(text)).toBe('pt');
  });

  it.each([
    'Reparação de bicicletas e venda de peças em Braga, de terça a sábado.',
    'Serviços de costura: bainhas, fechos e ajustes de peças de roupa.',
  ])('reads Portuguese ç as Portuguese, not French: %s', (text) => {
    expect(detectLanguage(text)).toBe('pt');
  });

  it.each(['Ça se passe chez nous : leçons de français et garçons de café.'])(
    'still reads French with ç: %s',
    (text) => {
      expect(detectLanguage(text)).toBe('fr');
    },
  );

  it.each(SPANISH)('reads Spanish, not Portuguese: %s', (text) => {
    expect(detectLanguage(text)).toBe('es');
  });

  it.each([
    ['fr', 'Nous sommes un salon de coiffure à Nantes, avec des soins pour cheveux bouclés.'],
    ['it', 'Siamo una gelateria a Bologna e facciamo anche torte gelato su ordinazione.'],
    ['nl', 'Wij zijn een fietsenmaker in Utrecht en repareren ook bakfietsen.'],
    ['de', 'Wir sind eine Kanzlei in Köln für Arbeitsrecht und Familienrecht.'],
    ['en', 'We are a coffee shop in Leeds with free wifi and good books.'],
  ])('reads %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  // An opening of two or three words has no function words to count: the kind of business, a
  // compound's head or how the place is introduced tells.
  it.each([
    ['de', 'Friseur in Berlin'],
    ['de', 'Mein Café in Hamburg'],
    ['de', 'Hundesalon'],
    ['de', 'Kfz Werkstatt'],
    ['de', 'Blumenladen in Bonn'],
    ['fr', 'Boulangerie à Lyon'],
    ['pt', 'Padaria em Lisboa'],
    ['it', 'Panificio a Roma'],
    ['nl', 'Bakkerij in Utrecht'],
    ['en', 'Bakery in Leeds'],
    ['fr', 'Photographe à Nice'],
    ['en', 'Dog grooming'],
    ['en', 'Change the photo'],
  ])('reads a short %s opening: %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
