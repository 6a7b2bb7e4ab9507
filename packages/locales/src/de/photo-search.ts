import type { PhotoSearchWords } from '../types';

// German: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Fotos suchen',
  placeholder: 'Zum Beispiel: Sauerteigbrote',
  search: 'Suchen',
  searching: 'Wird gesucht…',
  results: (q) => `Fotos von „${q}“`,
  found: (count, q) => `Fotos von „${q}“: ${count}`,
  none: (q) => `Keine Fotos von „${q}“. Versuchen Sie andere Wörter.`,
  credit: (name, provider) => `Foto: ${name} / ${provider}`,
  generated: 'Erzeugtes Bild',
  slot: 'Zu ersetzendes Bild',
  chooseSlot: 'Bild auswählen',
  use: 'Dieses Foto verwenden',
  using: 'Wird auf Ihre Website gestellt…',
  used: 'Das Foto ist auf Ihrer Website.',
  pickSlot: 'Wählen Sie, welches Bild es ersetzt.',
  failed: {
    unauthorized:
      'Der Fotodienst hat den Schlüssel dieses Zappy abgelehnt. An Ihrer Website hat sich nichts geändert.',
    rate_limited:
      'Der Fotodienst hat gerade zu viele Suchen erhalten. Versuchen Sie es später noch einmal; an Ihrer Website hat sich nichts geändert.',
    unavailable:
      'Der Fotodienst hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich noch einmal; an Ihrer Website hat sich nichts geändert.',
    unusable:
      'Der Fotodienst hat nichts Brauchbares geschickt. Versuchen Sie andere Wörter; an Ihrer Website hat sich nichts geändert.',
  },
  off: 'Auf diesem Zappy ist kein Fotodienst mehr eingerichtet. Sie können weiterhin ein eigenes Foto hochladen.',
  useFailed:
    'Das Foto konnte nicht eingesetzt werden. An Ihrer Website hat sich nichts geändert; bitte versuchen Sie es erneut.',
};
