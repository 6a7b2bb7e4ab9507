import type { PhotoSearchWords } from '../types';

// Spanish: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Buscar fotos',
  placeholder: 'Por ejemplo: pan de masa madre',
  search: 'Buscar',
  searching: 'Buscando…',
  results: (q) => `Fotos de «${q}»`,
  found: (count, q) => `Fotos de «${q}»: ${count}`,
  none: (q) => `No hay fotos de «${q}». Prueba con otras palabras.`,
  credit: (name, provider) => `Foto: ${name} / ${provider}`,
  generated: 'Imagen generada',
  slot: 'Imagen que reemplaza',
  chooseSlot: 'Elige una imagen',
  use: 'Usar esta foto',
  using: 'Poniéndola en tu sitio…',
  used: 'La foto ya está en tu sitio.',
  pickSlot: 'Elige qué imagen reemplaza.',
  failed: {
    unauthorized: 'El servicio de fotos rechazó la clave de este Zappy. Tu sitio no ha cambiado.',
    rate_limited:
      'El servicio de fotos ha recibido demasiadas búsquedas por ahora. Inténtalo más tarde; tu sitio no ha cambiado.',
    unavailable:
      'El servicio de fotos no respondió a tiempo. Inténtalo de nuevo en un momento; tu sitio no ha cambiado.',
    unusable:
      'El servicio de fotos no envió nada utilizable. Prueba con otras palabras; tu sitio no ha cambiado.',
  },
  off: 'Este Zappy ya no tiene ningún servicio de fotos configurado. Aún puedes subir una foto tuya.',
  useFailed: 'No se pudo poner la foto. Tu sitio no ha cambiado; inténtalo de nuevo.',
};
