import type { PhotoSearchWords } from '../types';

// French: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Rechercher des photos',
  placeholder: 'Par exemple\u00a0: pains au levain',
  search: 'Rechercher',
  searching: 'Recherche…',
  results: (q) => `Photos de «\u00a0${q}\u00a0»`,
  found: (count, q) => `Photos de «\u00a0${q}\u00a0»\u00a0: ${count}`,
  none: (q) => `Aucune photo de «\u00a0${q}\u00a0». Essayez d’autres mots.`,
  credit: (name, provider) => `Photo\u00a0: ${name} / ${provider}`,
  generated: 'Image générée',
  slot: 'Image à remplacer',
  chooseSlot: 'Choisissez une image',
  use: 'Utiliser cette photo',
  using: 'Mise en place sur votre site…',
  used: 'La photo est sur votre site.',
  pickSlot: 'Choisissez l’image qu’elle remplace.',
  failed: {
    unauthorized: 'Le service de photos a refusé la clé de ce Zappy. Votre site n’a pas changé.',
    rate_limited:
      'Le service de photos a reçu trop de recherches pour le moment. Réessayez plus tard\u00a0; votre site n’a pas changé.',
    unavailable:
      'Le service de photos n’a pas répondu à temps. Réessayez dans un instant\u00a0; votre site n’a pas changé.',
    unusable:
      'Le service de photos n’a rien envoyé d’utilisable. Essayez d’autres mots\u00a0; votre site n’a pas changé.',
  },
  off: 'Aucun service de photos n’est plus configuré sur ce Zappy. Vous pouvez toujours importer votre propre photo.',
  useFailed:
    'La photo n’a pas pu être mise en place. Votre site n’a pas changé\u00a0; veuillez réessayer.',
};
