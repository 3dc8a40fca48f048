import type { SeedHome } from '../types.ts';
import { sceneImage } from './helpers.ts';

export const home: SeedHome = {
  hero: {
    mobile: sceneImage(
      'Słoiczek kremu konopnego i kostki mydła wśród ziół na drewnianym stole',
      'hemp',
      '#b8855d',
      'portrait',
      0,
    ),
    desktop: sceneImage(
      'Naturalne kosmetyki Manufaktury: mydła, kremy i hydrolaty na tle łąki z lawendą i rumiankiem',
      'lavender',
      '#b8855d',
      'wide',
      0,
    ),
  },
  productOfTheMonthSlug: 'krem-konopny-nawilzajacy',
  hotspotBanner: {
    title: 'Wieczorny rytuał z Manufakturą',
    image: sceneImage(
      'Łazienkowa półka z mydłem lawendowym, hydrolatem różanym, peelingiem, serum i kremem',
      'rose',
      '#d9b89c',
      'wide',
      1,
    ),
    hotspots: [
      { x: 14, y: 62, productSlug: 'mydlo-lawendowe' },
      { x: 31, y: 40, productSlug: 'hydrolat-rozany' },
      { x: 49, y: 68, productSlug: 'peeling-detox-z-weglem' },
      { x: 66, y: 35, productSlug: 'serum-rozane-z-bakuchiolem' },
      { x: 83, y: 58, productSlug: 'krem-konopny-nawilzajacy' },
    ],
  },
  brandStory: {
    title: 'natura. to proste',
    subtitle: 'Jak to robimy w naszej manufakturze?',
    cards: [
      {
        title: 'Manufaktura kosmetyków',
        text: 'Każdą partię kosmetyków przygotowujemy ręcznie w naszej pracowni w Nowym Sączu – w małych ilościach, żeby zawsze trafiały do Ciebie świeże. Mydła warzymy na zimno i pozwalamy im dojrzewać co najmniej cztery tygodnie.',
        image: sceneImage('Ręce kroją blok świeżo uwarzonego mydła w pracowni', 'oat', '#c9a27e', 'portrait', 0),
      },
      {
        title: 'Naturalne składniki',
        text: 'Sięgamy po oleje tłoczone na zimno, hydrolaty, zioła i glinki. Nie dodajemy sztucznych barwników, syntetycznych zapachów ani zbędnej chemii – kolor i aromat zawdzięczamy wyłącznie roślinom.',
        image: sceneImage('Miseczki z glinką, suszonymi kwiatami nagietka i olejami roślinnymi', 'calendula', '#e7b75a', 'portrait', 1),
      },
      {
        title: 'Równowaga dla skóry',
        text: 'Nie obiecujemy cudów w tydzień. Projektujemy kosmetyki tak, by wspierały naturalną barierę ochronną skóry, a nie ją naruszały – z szacunkiem dla jej pH i mikrobiomu.',
        image: sceneImage('Kropla olejku na liściu w porannym świetle', 'chamomile', '#e9dcae', 'portrait', 2),
      },
      {
        title: 'Niezależne testy',
        text: 'Nasza założycielka, biolożka z wykształcenia, dopracowuje każdą recepturę latami. Zanim kosmetyk trafi do sklepu, przechodzi niezależne badania bezpieczeństwa i testy aplikacyjne pod kontrolą dermatologa.',
        image: sceneImage('Notatnik z recepturami, szkło laboratoryjne i gałązka lawendy', 'lavender', '#a99cd0', 'portrait', 3),
      },
    ],
  },
  socialFeed: {
    handle: '@manufaktura.natury',
    url: 'https://www.instagram.com/manufaktura.natury/',
    photos: [
      sceneImage('Bloki mydła lawendowego dojrzewające na drewnianych półkach', 'lavender', '#9b8ec4', 'square', 0),
      sceneImage('Świeżo zebrane kwiaty nagietka w wiklinowym koszu', 'calendula', '#f2b441', 'square', 1),
      sceneImage('Słoiczek kremu konopnego na parapecie w słońcu', 'hemp', '#8da46a', 'square', 2),
      sceneImage('Płatki róży suszące się na lnianym płótnie', 'rose', '#e2a3ae', 'square', 3),
      sceneImage('Czarny peeling z węglem na drewnianej łyżce', 'charcoal', '#2e2e2e', 'square', 4),
      sceneImage('Gałązki rokitnika z pomarańczowymi owocami', 'sea-buckthorn', '#e8892b', 'square', 5),
      sceneImage('Uczestniczki warsztatów mydlarskich przy stole w pracowni', 'oat', '#d9c7a3', 'square', 6),
      sceneImage('Świąteczne paczki przewiązane lnianym sznurkiem', 'pine', '#7a8f5c', 'square', 7),
      sceneImage('Hydrolat miętowy wśród świeżych liści mięty', 'mint', '#6fae8c', 'square', 8),
      sceneImage('Kostki mydła cytrusowego obok plastrów pomarańczy', 'citrus', '#f4a23c', 'square', 9),
    ],
  },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/manufaktura.natury', label: 'Manufaktura na Facebooku' },
    { network: 'instagram', url: 'https://www.instagram.com/manufaktura.natury/', label: 'Manufaktura na Instagramie' },
    { network: 'youtube', url: 'https://www.youtube.com/@manufakturanatury', label: 'Manufaktura na YouTube' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@manufaktura.natury', label: 'Manufaktura na TikToku' },
  ],
};
