import type { PhotoSearchWords } from '../types';

// Italian: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Cerca foto',
  placeholder: 'Per esempio: pagnotte di lievito madre',
  search: 'Cerca',
  searching: 'Ricerca in corso…',
  results: (q) => `Foto di «${q}»`,
  found: (count, q) => `Foto di «${q}»: ${count}`,
  none: (q) => `Nessuna foto di «${q}». Prova con altre parole.`,
  credit: (name, provider) => `Foto: ${name} / ${provider}`,
  generated: 'Immagine generata',
  slot: 'Immagine da sostituire',
  chooseSlot: 'Scegli un’immagine',
  use: 'Usa questa foto',
  using: 'La sto mettendo sul tuo sito…',
  used: 'La foto è sul tuo sito.',
  pickSlot: 'Scegli quale immagine sostituisce.',
  failed: {
    unauthorized:
      'Il servizio di foto ha rifiutato la chiave di questo Zappy. Il tuo sito non è cambiato.',
    rate_limited:
      'Il servizio di foto ha ricevuto troppe ricerche per ora. Riprova più tardi; il tuo sito non è cambiato.',
    unavailable:
      'Il servizio di foto non ha risposto in tempo. Riprova tra un momento; il tuo sito non è cambiato.',
    unusable:
      'Il servizio di foto non ha inviato niente di utilizzabile. Prova con altre parole; il tuo sito non è cambiato.',
  },
  off: 'Su questo Zappy non è più configurato nessun servizio di foto. Puoi comunque caricare una tua foto.',
  useFailed: 'Non è stato possibile mettere la foto. Il tuo sito non è cambiato; riprova.',
};
