// The German wiki articles: the same text as wiki-articles.ts for every strain category value and equipment category.
import type { EquipmentCategory } from '../../../src/domain/catalogue/equipment';
import {
  DOMINANT_FROM, HEIGHT_MEDIUM_FROM, HEIGHT_TALL_FROM, THC_HIGH_FROM, THC_MEDIUM_FROM, YIELD_HIGH_FROM, YIELD_MEDIUM_FROM,
} from '../../../src/domain/strain/strain-vocabulary';
import type { StrainTexts, Texts } from './wiki-articles';

export const STRAIN_WIKI_DE: StrainTexts = {
  'positive-effects': {
    relaxed: {
      title: 'Entspannt',
      text: 'Grower berichten von einem ruhigen, lockeren Gefühl in Körper und Kopf, oft schon nach wenigen Minuten. Entspannende Sorten sind meist indica-lastig und werden für Abende und ruhige Wochenenden gewählt. Bei größeren Mengen kann die Entspannung in Müdigkeit übergehen.',
    },
    happy: {
      title: 'Fröhlich',
      text: 'Grower berichten von gehobener Stimmung und einer gelassenen, zufriedenen Grundhaltung. Es ist eine der häufigsten Wirkungen und kommt bei Indica-, Sativa- und Hybridsorten gleichermaßen vor. Wie stark sie ausfällt, hängt sehr von der Umgebung und der Menge ab.',
    },
    euphoric: {
      title: 'Euphorisch',
      text: 'Grower berichten von einem starken Schub an Wohlgefühl, stärker als bloße Fröhlichkeit. Euphorische Sorten haben oft viel THC, daher ist eine kleine Menge der vernünftige Anfang. Der Höhepunkt ist meist kurz, danach folgt eine ruhigere Phase.',
    },
    uplifted: {
      title: 'Beschwingt',
      text: 'Grower berichten, dass sie sich leichter, positiver und wacher fühlen. Beschwingende Sorten sind meist sativa-lastig und passen zum Tag. Sie harmonieren gut mit Spaziergängen, Musik und Geselligkeit.',
    },
    creative: {
      title: 'Kreativ',
      text: 'Grower berichten von sprudelnden Ideen und davon, dass Musik, Zeichnen oder Schreiben leichter fallen. Kreative Sorten sind meist sativa-lastig und machen eher einen klaren Kopf als einen schweren Körper. Zu viel davon kann die Konzentration dagegen zerstreuen.',
    },
    energetic: {
      title: 'Energiegeladen',
      text: 'Grower berichten von mehr Antrieb und Lust, sich zu bewegen oder Dinge zu erledigen. Energiegeladene Sorten sind meist Sativas und gehören eher in den Tag, weil sie nachts wach halten können.',
    },
    focused: {
      title: 'Konzentriert',
      text: 'Grower berichten von einem klaren Kopf und dass es leichter fällt, bei einer Aufgabe zu bleiben. Konzentration wird am häufigsten bei sativa-lastigen Sorten mit mäßigem THC-Gehalt genannt. Schwere Indicas bewirken eher das Gegenteil.',
    },
    sleepy: {
      title: 'Schläfrig',
      text: 'Grower berichten von schweren Augen und einem leichten Einschlafen, meist einige Zeit nach der ersten entspannten Phase. Schläfrig machende Sorten sind meist indica-lastig und für die Nacht gedacht. Plane danach nichts Wichtiges mehr.',
    },
    hungry: {
      title: 'Hungrig',
      text: 'Grower berichten von starkem Appetit, oft Fressflash genannt. Er ist bei THC-reichen Sorten jeder Art verbreitet. Eine fertige Mahlzeit oder gesunde Snacks griffbereit zu haben hilft.',
    },
    talkative: {
      title: 'Gesprächig',
      text: 'Grower berichten, dass sie redselig werden und sich im Gespräch wohlfühlen. Gesprächig machende Sorten sind meist beschwingende Sativas oder ausgewogene Hybriden und passen gut zu Zeit mit Freunden.',
    },
    giggly: {
      title: 'Albern',
      text: 'Grower berichten, dass Kleinigkeiten sehr lustig werden und das Lachen leicht fällt. Es ist eine leichte, gesellige Wirkung, die am häufigsten bei sativa-lastigen Sorten und Hybriden genannt wird.',
    },
    tingly: {
      title: 'Kribbelnd',
      text: 'Grower berichten von einem angenehmen Kribbeln oder Summen im Körper, oft im Kopf, in den Händen oder im Gesicht. Es kommt meist mit dem Einsetzen der Wirkung und geht dann in Entspannung über. Bei potenten Hybriden ist es häufig.',
    },
  },
  'negative-effects': {
    'dry-mouth': {
      title: 'Trockener Mund',
      text: 'Die häufigste Nebenwirkung, von der Grower berichten: Der Mund fühlt sich eine Weile trocken und klebrig an. Wasser vor und während des Konsums hilft. Fast jede Sorte kann das auslösen, potente Sorten umso mehr.',
    },
    'dry-eyes': {
      title: 'Trockene Augen',
      text: 'Grower berichten von trockenen, roten oder juckenden Augen. Das vergeht mit der Wirkung; Augentropfen und Wasser helfen. Bei THC-reichen Sorten kommt es häufiger vor.',
    },
    dizzy: {
      title: 'Schwindelig',
      text: 'Grower berichten von Benommenheit, meist nach zu viel auf einmal oder auf nüchternen Magen. Hinsetzen, Wasser trinken und etwas essen hilft meistens. Fang bei potenten Sorten niedrig an.',
    },
    paranoid: {
      title: 'Paranoia',
      text: 'Manche Grower berichten von misstrauischen oder unruhigen Gedanken, besonders bei THC-reichen Sorten und an fremden Orten. Kleinere Mengen, eine ruhige Umgebung und Sorten mit etwas CBD senken das Risiko.',
    },
    anxious: {
      title: 'Ängstlich',
      text: 'Manche Grower berichten von Nervosität oder Herzrasen, meist bei starken Sativas und großen Mengen. Wer dazu neigt, wählt mildere oder ausgewogenere Sorten und geht es langsam an.',
    },
    headache: {
      title: 'Kopfschmerzen',
      text: 'Einige Grower berichten von Kopfschmerzen während oder nach dem Konsum, oft zusammen mit Flüssigkeitsmangel. Genug Wasser trinken und weniger nehmen beugt dem meist vor.',
    },
  },
  medical: {
    stress: {
      title: 'Stress und Anspannung',
      text: 'Grower berichten, dass sie diese Sorten nutzen, um nach angespannten Tagen abzuschalten. Entspannende, beruhigende Wirkungen werden am häufigsten genannt. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    anxiety: {
      title: 'Angst',
      text: 'Grower berichten, dass sie diese Sorten bei Angst nutzen; viele bevorzugen niedriges bis mittleres THC und etwas CBD, da starkes THC Angst verschlimmern kann. Das sind Erfahrungen von Growern, kein medizinischer Rat: Frag einen Arzt.',
    },
    depression: {
      title: 'Depressionen',
      text: 'Grower berichten, dass sie diese Sorten zur Stimmungsaufhellung nutzen, meist beschwingende und fröhlich machende. Das sind Erfahrungen von Growern, kein medizinischer Rat: Eine Depression gehört in ärztliche Hände.',
    },
    pain: {
      title: 'Schmerzen',
      text: 'Grower berichten, dass sie diese Sorten gegen Beschwerden und Schmerzen nutzen, oft indica-lastige Sorten mit starker Körperwirkung. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    insomnia: {
      title: 'Schlaflosigkeit',
      text: 'Grower berichten, dass sie mit diesen Sorten leichter einschlafen, meist mit sedierenden Indicas etwa eine Stunde vor dem Schlafengehen. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    'lack-of-appetite': {
      title: 'Appetitlosigkeit',
      text: 'Grower berichten, dass sie mit diesen Sorten ihren Appetit zurückholen; THC ist bekannt dafür, hungrig zu machen. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    nausea: {
      title: 'Übelkeit',
      text: 'Grower berichten, dass sie diese Sorten gegen Magenbeschwerden und Übelkeit nutzen. Das sind Erfahrungen von Growern, kein medizinischer Rat: Frag einen Arzt, besonders während einer Behandlung.',
    },
    inflammation: {
      title: 'Entzündungen',
      text: 'Grower berichten, dass sie diese Sorten bei Schwellungen und entzündeten Gelenken nutzen, oft Sorten mit etwas CBD. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    'muscle-spasms': {
      title: 'Muskelkrämpfe',
      text: 'Grower berichten, dass sie mit diesen Sorten verspannte oder krampfende Muskeln lockern, meist mit entspannenden, indica-lastigen Sorten. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
    fatigue: {
      title: 'Erschöpfung',
      text: 'Grower berichten, dass sie diese Sorten an müden Tagen für mehr Energie nutzen, meist energiegeladene, sativa-lastige Sorten am Tag. Das sind Erfahrungen von Growern, kein medizinischer Rat.',
    },
  },
  tastes: {
    earthy: {
      title: 'Erdig',
      text: 'Ein tiefer Geschmack nach Erde, feuchtem Waldboden oder frischen Pilzen, typisch für klassische Indicas und Kush-Linien. Langsames Trocknen und ein Curing über mehrere Wochen bringen ihn sauber heraus; überhastete Buds schmecken eher nach Gras.',
    },
    sweet: {
      title: 'Süß',
      text: 'Ein zuckriger, bonbonartiger Geschmack und Duft, oft bei modernen Dessert-Sorten. Süße ist empfindlich: Langsames Trocknen bei etwa 60 % Luftfeuchte und sorgfältiges Curing erhalten sie.',
    },
    citrus: {
      title: 'Zitrus',
      text: 'Ein frischer Geschmack nach Orange, Grapefruit oder gemischten Zitrusfrüchten, vor allem durch das Terpen Limonen. Zitrus-Sorten sind oft sativa-lastig. Kühle Temperaturen spät in der Blüte und ein langsames Curing halten den Duft frisch.',
    },
    lemon: {
      title: 'Zitrone',
      text: 'Ein scharfer, saurer Zitronengeschmack, typisch für die Lemon- und Haze-Familien. Wie andere Zitrusnoten verfliegt er bei Wärme, also kühl trocknen und die Buds luftdicht lagern.',
    },
    berry: {
      title: 'Beere',
      text: 'Ein fruchtiger Geschmack nach Blaubeeren, Erdbeeren oder gemischten Beeren, wie in der Blueberry-Familie. Viele Beerensorten färben sich in kühlen Nächten spät in der Blüte außerdem lila.',
    },
    grape: {
      title: 'Traube',
      text: 'Ein süßer Geschmack nach dunklen Früchten wie Trauben oder Traubenlimo, oft bei lila Sorten. Nach einem langen Curing ist er am stärksten.',
    },
    pine: {
      title: 'Kiefer',
      text: 'Ein frischer, harziger Geschmack nach Kiefernnadeln, vor allem durch das Terpen Pinen. Er ist bei vielen klassischen Sorten verbreitet und kommt oft zusammen mit erdigen oder holzigen Noten.',
    },
    skunky: {
      title: 'Skunk',
      text: 'Der stechende, schwere Geruch der klassischen Skunk-Sorten, den viele für den typischen Cannabisgeruch halten. Skunk-Sorten riechen in der Blüte sehr stark: Plane für den Indoor-Grow einen Aktivkohlefilter ein.',
    },
    diesel: {
      title: 'Dieselartig',
      text: 'Ein scharfer, treibstoffartiger Geruch mit saurer Note, typisch für die Sour-Diesel- und Chem-Familien. Er ist stark und zieht weit: Ein guter Aktivkohlefilter ist indoor Pflicht.',
    },
    spicy: {
      title: 'Würzig',
      text: 'Eine pfeffrige, nelkenartige Schärfe, vor allem durch das Terpen Caryophyllen. Sie liegt oft unter erdigen oder süßen Noten und wirkt beim Ausatmen warm.',
    },
    herbal: {
      title: 'Kräuterig',
      text: 'Ein Geschmack nach frischen Kräutern wie Salbei, Thymian oder Tee. Diese feine Note kommt mit langsamem Trocknen und langem Curing am besten heraus.',
    },
    woody: {
      title: 'Holzig',
      text: 'Ein trockener Geschmack nach Holz, Eiche oder Zeder, oft zusammen mit erdigen und Kiefernnoten. Er ist bei alten Landrassen-Linien und ihren Kreuzungen verbreitet.',
    },
    tropical: {
      title: 'Tropisch',
      text: 'Ein Geschmack nach Mango, Ananas oder Maracuja. Tropische Sorten sind beliebte moderne Kreuzungen; ihre fruchtigen Terpene leiden unter Wärme, also halte den Trockenraum kühl.',
    },
    vanilla: {
      title: 'Vanille',
      text: 'Eine weiche, cremige Vanillesüße, oft bei Cookie- und Cake-Sorten. Sie zeigt sich am besten nach einem Curing über mehrere Wochen.',
    },
    cheese: {
      title: 'Käse',
      text: 'Ein scharfer, würziger Geruch wie gereifter Käse, berühmt geworden durch die britische Sorte UK Cheese. Diesen Geruch liebt oder hasst man, und in der Blüte ist er sehr stark, also plane eine Geruchsbekämpfung ein.',
    },
    mint: {
      title: 'Minze',
      text: 'Eine kühle, frische Minz- oder Mentholnote, oft bei modernen Dessert-Kreuzungen. Sie zeigt sich meist beim Ausatmen zusammen mit süßen oder erdigen Aromen.',
    },
    flowery: {
      title: 'Blumig',
      text: 'Ein parfümartiger Geschmack nach Blüten wie Lavendel oder Rose, oft durch das Terpen Linalool. Er ist empfindlich und verfliegt bei Wärme und grobem Umgang.',
    },
    caramel: {
      title: 'Karamell',
      text: 'Eine warme, toffeeartige Süße, oft zusammen mit Vanille- oder Nussnoten. Sie kommt nach einem langen, langsamen Curing am besten zur Geltung.',
    },
  },
  yield: {
    low: {
      title: 'Geringer Ertrag',
      text: `Unter ${YIELD_MEDIUM_FROM} g trockene Buds pro Quadratmeter indoor. Sorten mit geringem Ertrag sind oft kompakte Autoflowers oder Sorten, die auf Geschmack und Potenz statt auf Gewicht gezüchtet wurden. Training wie Low Stress Training und eine gleichmäßige Ausleuchtung holen das Meiste aus ihnen heraus.`,
    },
    medium: {
      title: 'Mittlerer Ertrag',
      text: `${YIELD_MEDIUM_FROM} bis ${YIELD_HIGH_FROM - 1} g trockene Buds pro Quadratmeter indoor, der Bereich, in dem die meisten Sorten liegen. Gutes Licht, eine gesunde Wurzelzone und etwas Training reichen, um das obere Ende zu erreichen.`,
    },
    high: {
      title: 'Hoher Ertrag',
      text: `${YIELD_HIGH_FROM} g trockene Buds pro Quadratmeter oder mehr indoor. Ertragreiche Sorten brauchen dafür starkes Licht, genug Wurzelraum und gleichmäßige Düngung. Ihre schweren Buds brauchen eventuell Stützen und gute Luftzirkulation gegen Schimmel.`,
    },
  },
  height: {
    short: {
      title: 'Kleine Pflanzen',
      text: `Unter ${HEIGHT_MEDIUM_FROM} cm indoor. Kleine Sorten passen in kleine Growboxen, Schränke und auf Balkone und lassen sich leicht verstecken. Die meisten sind Indicas oder Autoflowers; kleine Töpfe halten sie noch kompakter.`,
    },
    medium: {
      title: 'Mittlere Höhe',
      text: `${HEIGHT_MEDIUM_FROM} bis ${HEIGHT_TALL_FROM - 1} cm indoor, was in ein normales Growzelt passt. Toppen oder Low Stress Training halten das Blätterdach flach und gleichmäßig unter der Lampe.`,
    },
    tall: {
      title: 'Große Pflanzen',
      text: `${HEIGHT_TALL_FROM} cm oder mehr indoor; viele strecken sich in den ersten Blütewochen auf das Doppelte. Große Sorten sind meist Sativas: Früh auf Blüte umstellen, toppen, draußen oder in einem hohen Zelt anbauen.`,
    },
  },
  growing: {
    easy: {
      title: 'Einfach anzubauen',
      text: 'Einfache Sorten verzeihen Anfängerfehler: Sie widerstehen Schimmel und Schädlingen, vertragen Düngefehler gut und wachsen gleichmäßig. Die meisten sind Indicas, robuste Hybriden oder Autoflowers. Eine gute Wahl für den ersten Grow.',
    },
    moderate: {
      title: 'Mittlerer Schwierigkeitsgrad',
      text: 'Diese Sorten gedeihen mit etwas Erfahrung gut: Sie können empfindlich auf Überdüngung reagieren, sich in der Blüte stark strecken oder Stützen für schwere Buds brauchen. Beobachte die Pflanzen genau und halte die Bedingungen stabil.',
    },
    difficult: {
      title: 'Schwierig anzubauen',
      text: 'Schwierige Sorten verlangen Erfahrung: lange Blüte, starkes Strecken, Empfindlichkeit gegenüber Nährstoffen oder Klima oder Neigung zu Schimmel. Stabile Temperatur und Luftfeuchte, sorgfältige Düngung und Training zahlen sich hier am meisten aus.',
    },
  },
  genes: {
    indica: {
      title: 'Indica-dominant',
      text: `Sorten mit mindestens ${DOMINANT_FROM} % Indica-Genetik. Indicas wachsen klein und buschig mit breiten Blättern und blühen meist 7 bis 9 Wochen. Grower berichten von einer entspannenden, körperlich schweren Wirkung.`,
    },
    sativa: {
      title: 'Sativa-dominant',
      text: `Sorten mit mindestens ${DOMINANT_FROM} % Sativa-Genetik. Sativas wachsen hoch und luftig mit schmalen Blättern, strecken sich stark und blühen oft 10 Wochen oder länger. Grower berichten von einer beschwingenden, energiegeladenen Wirkung.`,
    },
    hybrid: {
      title: 'Hybride',
      text: `Sorten, bei denen weder Indica noch Sativa ${DOMINANT_FROM} % erreicht. Hybriden verbinden Eigenschaften beider: Wuchs, Blütezeit und Wirkung hängen von der Kreuzung ab, also achte auf die übrigen Eigenschaften der Sorte.`,
    },
    autoflowering: {
      title: 'Selbstblühend',
      text: 'Selbstblühende Sorten (Autoflowers) tragen Ruderalis-Gene und blühen nach Alter, nicht nach Tageslänge: Die meisten brauchen vom Samen bis zur Ernte 9 bis 12 Wochen unter demselben Lichtzyklus, oft 18 oder 20 Stunden am Tag. Sie bleiben klein und lassen sich schlecht klonen; stresse sie in den ersten Wochen nicht, denn sie haben wenig Zeit, sich zu erholen.',
    },
    photoperiod: {
      title: 'Photoperiodisch',
      text: 'Photoperiodische Sorten wachsen, solange die Tage lang sind, und blühen, wenn die Nächte etwa 12 Stunden erreichen. Indoor bestimmst du, wann das Licht auf 12/12 umgestellt wird, also liegt ihre Größe bei dir. Sie lassen sich als Mutterpflanzen halten und klonen.',
    },
  },
  thc: {
    low: {
      title: 'Wenig THC',
      text: `Unter ${THC_MEDIUM_FROM} % THC in den trockenen Buds. THC-arme Sorten wirken mild und enthalten oft mehr CBD. Grower beschreiben sie als sanfte Wahl für Einsteiger und für den Tag.`,
    },
    medium: {
      title: 'Mittleres THC',
      text: `Ab ${THC_MEDIUM_FROM} % bis ${THC_HIGH_FROM} % THC in den trockenen Buds, eine spürbare, aber gut handhabbare Stärke. Der Erntezeitpunkt zählt: Milchige Trichome geben die vollste Wirkung.`,
    },
    high: {
      title: 'Viel THC',
      text: `${THC_HIGH_FROM} % THC oder mehr in den trockenen Buds. Das sind starke Sorten: Grower berichten von intensiven Wirkungen, also fang mit kleinen Mengen an. Starkes Licht, sorgfältiges Spülen und eine Ernte, wenn die meisten Trichome milchig sind, halten die Potenz hoch.`,
    },
  },
};

export const EQUIPMENT_WIKI_DE: Texts<EquipmentCategory> = {
  equipment: {
    title: 'Die kleinen Werkzeuge eines Grows',
    text: 'Alles, was ein Grow braucht und keine eigene Kategorie hat: pH- und EC-Messgeräte, Thermometer und Hygrometer, Töpfe, Scheren, Waagen und Ähnliches. Gute Messgeräte sind ein günstiger Weg, die häufigsten Fehler zu vermeiden.',
  },
  'grow-boxes': {
    title: 'Was eine Growbox bietet',
    text: 'Eine Growbox ist ein geschlossener Schrank mit eingebautem Licht, Lüftung und oft einem Aktivkohlefilter. Sie ist der einfachste Einstieg in den Indoor-Anbau und hält Geruch und Licht drinnen. Achte auf die Höhe: Kleine oder Autoflowering-Sorten passen in die meisten Boxen.',
  },
  'grow-tents': {
    title: 'Ein Growzelt auswählen',
    text: 'Ein Growzelt ist ein Raum aus Stoff mit reflektierender Innenseite und Öffnungen für Rohre und Kabel. Wähle die Größe nach Stellfläche und nach der geplanten Lampe; 120 \u00d7 120 cm ist eine gängige Größe für vier bis neun Pflanzen. Gute Reißverschlüsse und wenig Lichtlecks zählen am meisten.',
  },
  substrates: {
    title: 'Ein Substrat auswählen',
    text: 'Das Medium, in dem die Wurzeln wachsen: Erde, Kokos, Torfmischungen, Perlite oder Blähton. Erde verzeiht Anfängern viel; Kokos und Hydro wachsen schneller, brauchen aber genauere Düngung. Gute Drainage und Luft in der Wurzelzone sollte jedes Substrat bieten.',
  },
  'air-filters': {
    title: 'Aktivkohlefilter gegen Geruch',
    text: 'Aktivkohlefilter entfernen den Geruch blühender Pflanzen aus der Abluft. Bemiss den Filter nach dem Luftdurchsatz deines Abluftventilators und tausche die Kohle, wenn Geruch durchkommt, meist nach ein bis zwei Jahren.',
  },
  controllers: {
    title: 'Stabile Bedingungen mit Controllern',
    text: 'Controller schalten und regeln Lampen, Lüfter, Heizungen und Befeuchter nach Zeit, Temperatur oder Luftfeuchte. Sie halten die Bedingungen stabil, wenn du nicht da bist, und die Pflanzen danken es mit gesünderem Wachstum. Einfache Zeitschaltuhren sind der erste Schritt, Klimacontroller der nächste.',
  },
  'grow-lights': {
    title: 'Growlampen auswählen',
    text: 'Das Licht ist der Motor eines Indoor-Grows: Der Ertrag hängt mehr davon ab als von allem anderen. LED-Panels sind effizient und bleiben kühl; NDL-Lampen sind günstiger, aber heiß. Vergleiche nach Lichtleistung (PPF in \u00b5mol/s) und ausgeleuchteter Fläche, nicht nur nach Watt.',
  },
  'drip-systems': {
    title: 'Bewässern mit Tropfsystemen',
    text: 'Tropfsysteme gießen jede Pflanze per Zeitschaltuhr über kleine Tropfer aus einem Tank. Sie sparen Zeit, geben jeder Pflanze die gleiche Menge und passen zu Kokos und anderen schnell drainierenden Medien. Reinige die Leitungen zwischen den Grows, damit die Tropfer nicht verstopfen.',
  },
  'co2-generators': {
    title: 'Wann sich zusätzliches CO2 lohnt',
    text: 'CO2-Generatoren und -Flaschen erhöhen das Kohlendioxid in einem geschlossenen Growraum, sodass die Pflanzen stärkeres Licht und wärmere Temperaturen nutzen können. Das lohnt sich nur, wenn Licht, Nährstoffe und Klima schon gut eingestellt sind, und der Raum muss während des Betriebs dicht bleiben.',
  },
  'hydroponic-systems': {
    title: 'Anbau in Hydrokultur',
    text: 'Hydrosysteme lassen Pflanzen statt in Erde in Nährlösung wachsen: Deep Water Culture, Ebbe und Flut, NFT oder Aeroponik. Die Pflanzen wachsen schnell, aber pH, EC und Wassertemperatur müssen täglich geprüft werden. Eine gute Wahl für Grower mit etwas Erfahrung.',
  },
  'air-conditioners': {
    title: 'Den Growraum kühlen',
    text: 'Klimageräte halten den Growraum kühl, wenn Lampen und Sommerhitze ihn über etwa 28 \u00b0C treiben. Mobile Geräte sind für Zelte verbreitet; leite ihre warme Abluft aus dem Raum. Kühlere Luft hält auch weniger Feuchtigkeit, also behalte die Luftfeuchte im Blick.',
  },
  'ventilation-fans': {
    title: 'Luft bewegen mit Ventilatoren',
    text: 'Rohrventilatoren ziehen warme, feuchte Luft aus dem Growraum und holen frische Luft herein; Clip-Ventilatoren bewegen die Luft um die Pflanzen. Bemiss den Abluftventilator so, dass er die Luft des Zelts etwa einmal pro Minute austauscht, und plane etwas Reserve für einen Aktivkohlefilter ein.',
  },
};
