import type { SeedBundle } from '../types.ts';
import { sceneImage } from './helpers.ts';

export const bundles: SeedBundle[] = [
  {
    slug: 'cera-sucha',
    tag: 'cera sucha',
    name: 'Pielęgnacja cery suchej',
    description:
      'Skóra sucha ma za mało lipidów i szybko traci wodę: bywa szorstka, ściągnięta i łatwo się łuszczy. Postaw na łagodne mycie, nawilżający hydrolat, olej bogaty w kwasy tłuszczowe i treściwy krem, a raz w tygodniu na delikatny peeling owsiany.',
    productSlugs: [
      'mydlo-owsiane',
      'hydrolat-rozany',
      'olej-z-dzikiej-rozy',
      'krem-rokitnikowy-odzywczy',
      'peeling-owsiany-do-twarzy',
    ],
    image: sceneImage('Kosmetyki dla cery suchej: krem rokitnikowy, olej i hydrolat na lnianym obrusie', 'sea-buckthorn', '#e7a15e', 'landscape', 0),
  },
  {
    slug: 'cera-tlusta-i-mieszana',
    tag: 'cera tłusta i mieszana',
    name: 'Pielęgnacja cery tłustej i mieszanej',
    description:
      'Błyszcząca strefa T, rozszerzone pory i skłonność do zaskórników to znak, że skóra produkuje za dużo sebum. Nie przesuszaj jej – oczyszczaj glinką, tonizuj, reguluj niacynamidem i nawilżaj lekką formułą. Olej konopny pomoże przywrócić równowagę.',
    productSlugs: [
      'mydlo-z-zielona-glinka',
      'tonik-normalizujacy-mietowy',
      'serum-normalizujace-z-niacynamidem',
      'krem-matujacy-z-zielona-glinka',
      'olej-konopny-nierafinowany',
    ],
    image: sceneImage('Zielona glinka, mięta i kosmetyki dla cery tłustej na kamiennym blacie', 'clay', '#93ab8e', 'landscape', 1),
  },
  {
    slug: 'cera-dojrzala',
    tag: 'cera dojrzała',
    name: 'Pielęgnacja cery dojrzałej',
    description:
      'Z wiekiem skóra wolniej się odnawia, traci jędrność i nawilżenie. Wesprzyj ją bakuchiolem – roślinną alternatywą retinolu – olejem z dzikiej róży i różanym hydrolatem, a o okolicę oczu zadbaj osobnym, lekkim kremem.',
    productSlugs: [
      'mydlo-rozane-z-glinka-rozowa',
      'hydrolat-rozany',
      'serum-rozane-z-bakuchiolem',
      'krem-rozany-na-noc',
      'krem-pod-oczy-nagietkowy',
    ],
    image: sceneImage('Różane kosmetyki dla cery dojrzałej wśród płatków róży', 'rose', '#d8939f', 'landscape', 2),
  },
  {
    slug: 'skora-wrazliwa',
    tag: 'skóra wrażliwa',
    name: 'Pielęgnacja skóry wrażliwej',
    description:
      'Pieczenie, zaczerwienienia i reakcje na nowe kosmetyki? Skóra wrażliwa potrzebuje krótkich składów, bez olejków eterycznych i bez tarcia. Rumianek, wąkrota azjatycka i peeling enzymatyczny zamiast ziarnistego to sprawdzone połączenie.',
    productSlugs: [
      'mydlo-rumiankowe',
      'hydrolat-rumiankowy',
      'serum-kojace-konopne',
      'krem-lagodzacy-rumiankowy',
      'peeling-enzymatyczny-do-twarzy',
    ],
    image: sceneImage('Łagodne kosmetyki z rumiankiem na jasnym ręczniku', 'chamomile', '#efe2b4', 'landscape', 3),
  },
  {
    slug: 'cera-szara-i-zmeczona',
    tag: 'cera szara i zmęczona',
    name: 'Rozświetlenie cery szarej i zmęczonej',
    description:
      'Niewyspanie, smog i zima odbierają skórze blask. Regularne złuszczanie enzymami, witamina C rano i olej rokitnikowy wieczorem szybko przywrócą cerze świeży, zdrowy wygląd.',
    productSlugs: [
      'peeling-enzymatyczny-do-twarzy',
      'serum-rozswietlajace-rokitnikowe',
      'olej-rokitnikowy-do-twarzy',
      'krem-konopny-nawilzajacy',
    ],
    image: sceneImage('Pomarańczowe kosmetyki z rokitnikiem w porannym słońcu', 'sea-buckthorn', '#f0a94f', 'landscape', 4),
  },
];
