import type { PhotoSearchWords } from '../types';

// Portuguese: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Pesquisar fotos',
  placeholder: 'Por exemplo: pães de fermentação natural',
  search: 'Pesquisar',
  searching: 'A pesquisar…',
  results: (q) => `Fotos de “${q}”`,
  found: (count, q) => `Fotos de “${q}”: ${count}`,
  none: (q) => `Não há fotos de “${q}”. Tente outras palavras.`,
  credit: (name, provider) => `Foto: ${name} / ${provider}`,
  generated: 'Imagem gerada',
  slot: 'Imagem a substituir',
  chooseSlot: 'Escolha uma imagem',
  use: 'Usar esta foto',
  using: 'A colocar no seu site…',
  used: 'A foto já está no seu site.',
  pickSlot: 'Escolha que imagem ela substitui.',
  failed: {
    unauthorized: 'O serviço de fotos recusou a chave deste Zappy. O seu site não mudou.',
    rate_limited:
      'O serviço de fotos recebeu pesquisas demais por enquanto. Tente mais tarde; o seu site não mudou.',
    unavailable:
      'O serviço de fotos não respondeu a tempo. Tente de novo daqui a pouco; o seu site não mudou.',
    unusable:
      'O serviço de fotos não enviou nada utilizável. Tente outras palavras; o seu site não mudou.',
  },
  off: 'Este Zappy já não tem nenhum serviço de fotos configurado. Ainda pode enviar uma foto sua.',
  useFailed: 'Não foi possível colocar a foto. O seu site não mudou; tente de novo.',
};
