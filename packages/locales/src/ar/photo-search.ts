import type { PhotoSearchWords } from '../types';

// Arabic: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'البحث عن صور',
  placeholder: 'مثلًا: أرغفة خبز العجين المخمر',
  search: 'بحث',
  searching: 'جارٍ البحث…',
  results: (q) => `صور «${q}»`,
  found: (count, q) => `صور «${q}»: ${count}`,
  none: (q) => `لا توجد صور لـ«${q}». جرّب كلمات أخرى.`,
  credit: (name, provider) => `صورة: ${name} / ${provider}`,
  generated: 'صورة مُولّدة',
  slot: 'الصورة التي ستُستبدل',
  chooseSlot: 'اختر صورة',
  use: 'استخدم هذه الصورة',
  using: 'جارٍ وضعها في موقعك…',
  used: 'الصورة الآن في موقعك.',
  pickSlot: 'اختر الصورة التي ستحل محلها.',
  failed: {
    unauthorized: 'رفضت خدمة الصور مفتاح Zappy هذا. لم يتغير شيء في موقعك.',
    rate_limited: 'تلقت خدمة الصور عمليات بحث كثيرة جدًا حاليًا. حاول لاحقًا؛ لم يتغير شيء في موقعك.',
    unavailable: 'لم تُجب خدمة الصور في الوقت المحدد. حاول بعد لحظة؛ لم يتغير شيء في موقعك.',
    unusable: 'لم ترسل خدمة الصور شيئًا صالحًا للاستخدام. جرّب كلمات أخرى؛ لم يتغير شيء في موقعك.',
  },
  off: 'لم تعد هناك خدمة صور مُعدّة في Zappy هذا. لا يزال بإمكانك رفع صورة من عندك.',
  useFailed: 'تعذّر وضع الصورة. لم يتغير شيء في موقعك؛ حاول مرة أخرى.',
};
