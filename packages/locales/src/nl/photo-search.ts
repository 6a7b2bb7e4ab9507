import type { PhotoSearchWords } from '../types';

// Dutch: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Foto’s zoeken',
  placeholder: 'Bijvoorbeeld: zuurdesembroden',
  search: 'Zoeken',
  searching: 'Bezig met zoeken…',
  results: (q) => `Foto’s van “${q}”`,
  found: (count, q) => `Foto’s van “${q}”: ${count}`,
  none: (q) => `Geen foto’s van “${q}”. Probeer andere woorden.`,
  credit: (name, provider) => `Foto: ${name} / ${provider}`,
  generated: 'Gegenereerde afbeelding',
  slot: 'Te vervangen afbeelding',
  chooseSlot: 'Kies een afbeelding',
  use: 'Deze foto gebruiken',
  using: 'Bezig met plaatsen op uw site…',
  used: 'De foto staat op uw site.',
  pickSlot: 'Kies welke afbeelding hij vervangt.',
  failed: {
    unauthorized:
      'De fotodienst weigerde de sleutel van deze Zappy. Er is niets aan uw site veranderd.',
    rate_limited:
      'De fotodienst heeft voorlopig te veel zoekopdrachten gehad. Probeer het later opnieuw; er is niets aan uw site veranderd.',
    unavailable:
      'De fotodienst antwoordde niet op tijd. Probeer het zo opnieuw; er is niets aan uw site veranderd.',
    unusable:
      'De fotodienst stuurde niets bruikbaars. Probeer andere woorden; er is niets aan uw site veranderd.',
  },
  off: 'Op deze Zappy is geen fotodienst meer ingesteld. U kunt nog steeds een eigen foto uploaden.',
  useFailed:
    'De foto kon niet worden geplaatst. Er is niets aan uw site veranderd; probeer het opnieuw.',
};
