// The Spanish wiki articles: the same text as wiki-articles.ts for every strain category value and equipment category.
import type { EquipmentCategory } from '../../../src/domain/catalogue/equipment';
import {
  DOMINANT_FROM, HEIGHT_MEDIUM_FROM, HEIGHT_TALL_FROM, THC_HIGH_FROM, THC_MEDIUM_FROM, YIELD_HIGH_FROM, YIELD_MEDIUM_FROM,
} from '../../../src/domain/strain/strain-vocabulary';
import type { StrainTexts, Texts } from './wiki-articles';

export const STRAIN_WIKI_ES: StrainTexts = {
  'positive-effects': {
    relaxed: {
      title: 'Relajado',
      text: 'Los cultivadores cuentan una sensación de calma y soltura en el cuerpo y la mente, a menudo en pocos minutos. Las variedades relajantes suelen tirar a índica y se eligen para las noches y los fines de semana tranquilos. En cantidades mayores, la relajación puede pasar a somnolencia.',
    },
    happy: {
      title: 'Feliz',
      text: 'Los cultivadores cuentan un ánimo más alto y un estado mental tranquilo y satisfecho. Es uno de los efectos más comunes y aparece por igual en variedades índica, sativa e híbridas. Su intensidad depende mucho del entorno y de la cantidad.',
    },
    euphoric: {
      title: 'Eufórico',
      text: 'Los cultivadores cuentan una fuerte oleada de bienestar, más intensa que la simple alegría. Las variedades eufóricas suelen tener mucho THC, así que lo sensato es empezar con poco. El pico suele ser corto y le sigue una fase más tranquila.',
    },
    uplifted: {
      title: 'Animado',
      text: 'Los cultivadores cuentan que se sienten más ligeros, positivos y despiertos. Las variedades estimulantes suelen tirar a sativa y van bien para el día. Combinan bien con paseos, música y reuniones con gente.',
    },
    creative: {
      title: 'Creativo',
      text: 'Los cultivadores cuentan un flujo de ideas y más facilidad para la música, el dibujo o la escritura. Las variedades creativas suelen tirar a sativa, con la cabeza despejada más que un cuerpo pesado. Demasiada cantidad puede dispersar la concentración.',
    },
    energetic: {
      title: 'Enérgico',
      text: 'Los cultivadores cuentan más empuje y ganas de moverse o de hacer cosas. Las variedades enérgicas suelen ser sativas y es mejor dejarlas para el día, ya que pueden quitar el sueño por la noche.',
    },
    focused: {
      title: 'Concentrado',
      text: 'Los cultivadores cuentan una mente clara y más facilidad para seguir con una sola tarea. La concentración se menciona sobre todo en variedades que tiran a sativa con niveles moderados de THC. Las índicas pesadas suelen provocar lo contrario.',
    },
    sleepy: {
      title: 'Somnoliento',
      text: 'Los cultivadores cuentan ojos pesados y facilidad para dormirse, normalmente un rato después de la primera fase relajante. Las variedades que dan sueño suelen tirar a índica y se reservan para la noche. No planees nada importante después.',
    },
    hungry: {
      title: 'Hambriento',
      text: 'Los cultivadores cuentan un apetito fuerte, el conocido bajón o munchies. Es habitual con variedades de mucho THC de cualquier tipo. Tener lista una comida o tentempiés sanos ayuda.',
    },
    talkative: {
      title: 'Hablador',
      text: 'Los cultivadores cuentan que se sienten habladores y a gusto conversando. Las variedades que hacen hablar suelen ser sativas estimulantes o híbridas equilibradas y van bien para estar con amigos.',
    },
    giggly: {
      title: 'Risueño',
      text: 'Los cultivadores cuentan que las cosas pequeñas se vuelven muy graciosas y la risa sale sola. Es un efecto ligero y social que se menciona sobre todo en variedades que tiran a sativa y en híbridas.',
    },
    tingly: {
      title: 'Hormigueo',
      text: 'Los cultivadores cuentan un cosquilleo o zumbido agradable en el cuerpo, a menudo en la cabeza, las manos o la cara. Suele llegar al inicio del efecto y se convierte luego en relajación. Es frecuente en híbridas potentes.',
    },
  },
  'negative-effects': {
    'dry-mouth': {
      title: 'Boca seca',
      text: 'El efecto secundario más común que cuentan los cultivadores: la boca se nota seca y pastosa durante un rato. Beber agua antes y durante el consumo ayuda. Casi cualquier variedad puede causarlo, y las potentes todavía más.',
    },
    'dry-eyes': {
      title: 'Ojos secos',
      text: 'Los cultivadores cuentan ojos secos, rojos o con picor. Se pasa con el efecto; las gotas para los ojos y el agua ayudan. Es más frecuente con variedades de mucho THC.',
    },
    dizzy: {
      title: 'Mareo',
      text: 'Los cultivadores cuentan sensación de mareo, sobre todo tras tomar demasiado de golpe o con el estómago vacío. Sentarse, beber agua y comer algo suele ayudar. Con variedades potentes, empieza con poco.',
    },
    paranoid: {
      title: 'Paranoia',
      text: 'Algunos cultivadores cuentan pensamientos de desconfianza o inquietud, sobre todo con variedades de mucho THC y en sitios desconocidos. Cantidades menores, un entorno tranquilo y variedades con algo de CBD reducen el riesgo.',
    },
    anxious: {
      title: 'Ansiedad',
      text: 'Algunos cultivadores cuentan nerviosismo o el corazón acelerado, sobre todo con sativas fuertes y en grandes cantidades. Si eres propenso, elige variedades más suaves o equilibradas y ve despacio.',
    },
    headache: {
      title: 'Dolor de cabeza',
      text: 'Unos pocos cultivadores cuentan dolor de cabeza durante o después del consumo, a menudo junto con deshidratación. Beber suficiente agua y tomar menos suele evitarlo.',
    },
  },
  medical: {
    stress: {
      title: 'Estrés',
      text: 'Los cultivadores cuentan que usan estas variedades para desconectar tras días tensos. Los efectos relajantes y calmantes son los que más se mencionan. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    anxiety: {
      title: 'Ansiedad',
      text: 'Los cultivadores cuentan que usan estas variedades cuando sienten ansiedad; muchos prefieren THC bajo o medio y algo de CBD, ya que el THC fuerte puede empeorarla. Es lo que cuentan los cultivadores, no un consejo médico: consulta a un médico.',
    },
    depression: {
      title: 'Depresión',
      text: 'Los cultivadores cuentan que usan estas variedades para levantar el ánimo, sobre todo las estimulantes y alegres. Es lo que cuentan los cultivadores, no un consejo médico: la depresión necesita un médico.',
    },
    pain: {
      title: 'Dolor',
      text: 'Los cultivadores cuentan que usan estas variedades para aliviar molestias y dolores, a menudo variedades que tiran a índica con un fuerte efecto corporal. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    insomnia: {
      title: 'Insomnio',
      text: 'Los cultivadores cuentan que usan estas variedades para dormirse con más facilidad, sobre todo índicas sedantes tomadas más o menos una hora antes de acostarse. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    'lack-of-appetite': {
      title: 'Falta de apetito',
      text: 'Los cultivadores cuentan que usan estas variedades para recuperar el apetito; el THC es conocido por dar hambre. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    nausea: {
      title: 'Náuseas',
      text: 'Los cultivadores cuentan que usan estas variedades contra el malestar de estómago y las náuseas. Es lo que cuentan los cultivadores, no un consejo médico: consulta a un médico, sobre todo durante un tratamiento.',
    },
    inflammation: {
      title: 'Inflamación',
      text: 'Los cultivadores cuentan que usan estas variedades para la hinchazón y las articulaciones inflamadas, a menudo variedades con algo de CBD. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    'muscle-spasms': {
      title: 'Espasmos musculares',
      text: 'Los cultivadores cuentan que usan estas variedades para soltar músculos tensos o con calambres, sobre todo variedades relajantes que tiran a índica. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
    fatigue: {
      title: 'Cansancio',
      text: 'Los cultivadores cuentan que usan estas variedades para tener más energía en los días de cansancio, sobre todo variedades enérgicas que tiran a sativa, de día. Es lo que cuentan los cultivadores, no un consejo médico.',
    },
  },
  tastes: {
    earthy: {
      title: 'Terroso',
      text: 'Un sabor profundo a tierra, a suelo de bosque húmedo o a setas frescas, habitual en las índicas clásicas y las líneas kush. Un secado lento y un curado de varias semanas lo sacan limpio; los cogollos secados con prisa saben más a hierba.',
    },
    sweet: {
      title: 'Dulce',
      text: 'Un sabor y un olor azucarados, como a caramelo, frecuentes en las variedades modernas de tipo postre. El dulzor es delicado: un secado lento a un 60 % de humedad y un curado cuidadoso lo conservan.',
    },
    citrus: {
      title: 'Cítrico',
      text: 'Un sabor fresco a naranja, pomelo o cítricos variados, sobre todo por el terpeno limoneno. Las variedades cítricas suelen tirar a sativa. Las temperaturas frescas al final de la floración y un curado lento mantienen vivo el aroma.',
    },
    lemon: {
      title: 'Limón',
      text: 'Un sabor a limón intenso y ácido, típico de las familias Lemon y Haze. Como otras notas cítricas, se pierde con el calor, así que seca en fresco y guarda los cogollos en recipientes herméticos.',
    },
    berry: {
      title: 'Frutos del bosque',
      text: 'Un sabor afrutado a arándanos, fresas o frutos del bosque variados, como en la familia Blueberry. Muchas de estas variedades además se tiñen de morado con las noches frescas al final de la floración.',
    },
    grape: {
      title: 'Uva',
      text: 'Un sabor dulce a fruta oscura, como la uva o el refresco de uva, frecuente en variedades moradas. Es más intenso tras un curado largo.',
    },
    pine: {
      title: 'Pino',
      text: 'Un sabor fresco y resinoso a agujas de pino, sobre todo por el terpeno pineno. Es habitual en muchas variedades clásicas y suele ir junto a notas terrosas o amaderadas.',
    },
    skunky: {
      title: 'Skunk',
      text: 'El olor penetrante y pesado de las variedades Skunk clásicas, que mucha gente asocia con el olor del cannabis. Estas variedades huelen muchísimo en floración: prevé un filtro de carbón para el cultivo de interior.',
    },
    diesel: {
      title: 'Diésel',
      text: 'Un olor fuerte a combustible con un toque ácido, típico de las familias Sour Diesel y Chem. Es intenso y llega lejos: en interior, un buen filtro de carbón es imprescindible.',
    },
    spicy: {
      title: 'Especiado',
      text: 'Un toque picante a pimienta o clavo, sobre todo por el terpeno cariofileno. Suele estar bajo las notas terrosas o dulces y se nota cálido al exhalar.',
    },
    herbal: {
      title: 'Herbáceo',
      text: 'Un sabor a hierbas frescas como salvia, tomillo o té. Es una nota sutil que sale mejor con un secado lento y un curado largo.',
    },
    woody: {
      title: 'Amaderado',
      text: 'Un sabor seco a madera, roble o cedro, a menudo junto a notas terrosas y de pino. Es habitual en las viejas líneas de variedades autóctonas y sus cruces.',
    },
    tropical: {
      title: 'Frutas tropicales',
      text: 'Un sabor a mango, piña o maracuyá. Las variedades tropicales son cruces modernos populares; sus terpenos afrutados sufren con el calor, así que mantén fresco el cuarto de secado.',
    },
    vanilla: {
      title: 'Vainilla',
      text: 'Un dulzor suave y cremoso a vainilla, frecuente en variedades de tipo cookie y cake. Se aprecia mejor tras un curado de varias semanas.',
    },
    cheese: {
      title: 'Queso',
      text: 'Un olor fuerte y salado como el de un queso curado, famoso gracias a la variedad británica UK Cheese. O te encanta o lo odias, y en floración es muy intenso, así que prevé un control de olores.',
    },
    mint: {
      title: 'Menta',
      text: 'Una nota fresca de menta o mentol, frecuente en los cruces modernos de tipo postre. Suele aparecer al exhalar junto con sabores dulces o terrosos.',
    },
    flowery: {
      title: 'Floral',
      text: 'Un sabor perfumado a flores como la lavanda o la rosa, a menudo por el terpeno linalool. Es delicado y se pierde con el calor y la manipulación brusca.',
    },
    caramel: {
      title: 'Caramelo',
      text: 'Un dulzor cálido como el del toffee, a menudo junto a notas de vainilla o de frutos secos. Se aprecia mejor tras un curado largo y lento.',
    },
  },
  yield: {
    low: {
      title: 'Producción baja',
      text: `Menos de ${YIELD_MEDIUM_FROM} g de cogollos secos por metro cuadrado en interior. Las variedades de baja producción suelen ser autoflorecientes compactas o variedades seleccionadas por sabor y potencia más que por peso. Técnicas como el entrenamiento de bajo estrés y una luz bien repartida les sacan el máximo.`,
    },
    medium: {
      title: 'Producción media',
      text: `De ${YIELD_MEDIUM_FROM} a ${YIELD_HIGH_FROM - 1} g de cogollos secos por metro cuadrado en interior, el rango en el que cae la mayoría de variedades. Buena luz, una zona de raíces sana y algo de entrenamiento bastan para llegar a la parte alta.`,
    },
    high: {
      title: 'Producción alta',
      text: `${YIELD_HIGH_FROM} g de cogollos secos por metro cuadrado o más en interior. Para lograrlo, las variedades muy productivas necesitan luz potente, espacio suficiente para las raíces y una alimentación constante. Sus cogollos pesados pueden necesitar tutores y buena circulación de aire contra el moho.`,
    },
  },
  height: {
    short: {
      title: 'Plantas bajas',
      text: `Menos de ${HEIGHT_MEDIUM_FROM} cm en interior. Las variedades bajas caben en armarios de cultivo pequeños, roperos y balcones, y son fáciles de esconder. La mayoría son índicas o autoflorecientes; las macetas pequeñas las mantienen aún más compactas.`,
    },
    medium: {
      title: 'Altura media',
      text: `De ${HEIGHT_MEDIUM_FROM} a ${HEIGHT_TALL_FROM - 1} cm en interior, lo que cabe en un armario de cultivo estándar. El despunte o el entrenamiento de bajo estrés mantienen el dosel plano y uniforme bajo la luz.`,
    },
    tall: {
      title: 'Plantas altas',
      text: `${HEIGHT_TALL_FROM} cm o más en interior; muchas duplican su tamaño en las primeras semanas de floración. Las variedades altas son sobre todo sativas: pásalas pronto a floración, despúntalas o cultívalas en exterior o en un armario alto.`,
    },
  },
  growing: {
    easy: {
      title: 'Fácil de cultivar',
      text: 'Las variedades fáciles perdonan los errores de principiante: resisten el moho y las plagas, toleran bien los fallos de abonado y crecen de forma pareja. La mayoría son índicas, híbridas resistentes o autoflorecientes. Una buena elección para el primer cultivo.',
    },
    moderate: {
      title: 'Dificultad media',
      text: 'Estas variedades crecen bien con algo de experiencia: pueden ser sensibles al exceso de abono, estirarse mucho en floración o necesitar tutores para sus cogollos pesados. Vigila las plantas de cerca y mantén las condiciones estables.',
    },
    difficult: {
      title: 'Difícil de cultivar',
      text: 'Las variedades difíciles piden experiencia: floración larga, mucho estiramiento, sensibilidad a los nutrientes o al clima, o tendencia al moho. Aquí es donde más rinden una temperatura y una humedad estables, un abonado cuidadoso y el entrenamiento.',
    },
  },
  genes: {
    indica: {
      title: 'Índica dominante',
      text: `Variedades con al menos un ${DOMINANT_FROM} % de genética índica. Las índicas crecen bajas y frondosas, con hojas anchas, y suelen florecer en 7 a 9 semanas. Los cultivadores cuentan un efecto relajante y corporal.`,
    },
    sativa: {
      title: 'Sativa dominante',
      text: `Variedades con al menos un ${DOMINANT_FROM} % de genética sativa. Las sativas crecen altas y aireadas, con hojas finas, se estiran mucho y a menudo florecen 10 semanas o más. Los cultivadores cuentan un efecto estimulante y enérgico.`,
    },
    hybrid: {
      title: 'Híbrida',
      text: `Variedades en las que ni la índica ni la sativa llegan al ${DOMINANT_FROM} %. Las híbridas combinan rasgos de ambas: el crecimiento, el tiempo de floración y el efecto dependen del cruce, así que fíjate en las demás propiedades de la variedad.`,
    },
    autoflowering: {
      title: 'Autofloreciente',
      text: 'Las variedades autoflorecientes llevan genes ruderalis y florecen por edad, no por la duración del día: la mayoría pasa de semilla a cosecha en 9 a 12 semanas con el mismo fotoperiodo, a menudo 18 o 20 horas de luz al día. Se quedan pequeñas y no se clonan bien; evita estresarlas en las primeras semanas, porque tienen poco tiempo para recuperarse.',
    },
    photoperiod: {
      title: 'Fotoperiódica',
      text: 'Las variedades fotoperiódicas crecen mientras los días son largos y florecen cuando las noches llegan a unas 12 horas. En interior decides tú cuándo pasar la luz a 12/12, así que su tamaño depende de ti. Se pueden mantener como plantas madre y clonar.',
    },
  },
  thc: {
    low: {
      title: 'THC bajo',
      text: `Menos de un ${THC_MEDIUM_FROM} % de THC en los cogollos secos. Las variedades con poco THC dan un efecto suave y a menudo tienen más CBD. Los cultivadores las describen como una opción tranquila para principiantes y para el día.`,
    },
    medium: {
      title: 'THC medio',
      text: `Desde un ${THC_MEDIUM_FROM} % hasta un ${THC_HIGH_FROM} % de THC en los cogollos secos, una potencia notable pero manejable. El momento de la cosecha importa: los tricomas lechosos dan el efecto más completo.`,
    },
    high: {
      title: 'THC alto',
      text: `Un ${THC_HIGH_FROM} % de THC o más en los cogollos secos. Son variedades fuertes: los cultivadores cuentan efectos intensos, así que empieza con poco. Una luz potente, un lavado de raíces cuidadoso y cosechar cuando la mayoría de tricomas estén lechosos mantienen alta la potencia.`,
    },
  },
};

export const EQUIPMENT_WIKI_ES: Texts<EquipmentCategory> = {
  equipment: {
    title: 'Las pequeñas herramientas del cultivo',
    text: 'Todo lo que usa un cultivo y no tiene categoría propia: medidores de pH y EC, termómetros e higrómetros, macetas, tijeras, básculas y similares. Unos buenos medidores son una forma barata de evitar los errores más comunes.',
  },
  'grow-boxes': {
    title: 'Lo que ofrece un grow box',
    text: 'Un grow box es un mueble cerrado con luz, ventilación y a menudo un filtro de carbón ya integrados. Es la forma más fácil de empezar en interior y mantiene dentro el olor y la luz. Comprueba la altura: las variedades bajas o autoflorecientes caben en la mayoría.',
  },
  'grow-tents': {
    title: 'Cómo elegir un armario de cultivo',
    text: 'Un armario de cultivo es una habitación de tela con interior reflectante y aberturas para tubos y cables. Elige el tamaño según el espacio disponible y la lámpara que piensas usar; 120 \u00d7 120 cm es una medida habitual para cuatro a nueve plantas. Lo que más importa son unas buenas cremalleras y pocas fugas de luz.',
  },
  substrates: {
    title: 'Cómo elegir un sustrato',
    text: 'El medio en el que crecen las raíces: tierra, fibra de coco, mezclas con turba, perlita o bolas de arcilla. La tierra perdona los errores de principiante; el coco y la hidroponía crecen más rápido, pero piden un abonado más preciso. Todo sustrato debe dar buen drenaje y aire a las raíces.',
  },
  'air-filters': {
    title: 'Filtros de carbón contra el olor',
    text: 'Los filtros de carbón eliminan el olor de las plantas en floración del aire que se extrae. Elige el filtro según el caudal de tu extractor y cambia el carbón cuando empiece a salir olor, normalmente al cabo de uno o dos años.',
  },
  controllers: {
    title: 'Condiciones estables con controladores',
    text: 'Los controladores encienden y regulan luces, ventiladores, calefactores y humidificadores según la hora, la temperatura o la humedad. Mantienen las condiciones estables cuando no estás, y las plantas lo agradecen con un crecimiento más sano. Los temporizadores simples son el primer paso; los controladores de clima, el siguiente.',
  },
  'grow-lights': {
    title: 'Cómo elegir la iluminación',
    text: 'La luz es el motor de un cultivo de interior: la cosecha depende de ella más que de cualquier otra cosa. Los paneles LED son eficientes y se calientan poco; las lámparas de sodio (HPS) son más baratas pero dan mucho calor. Compara por la luz que emiten (PPF en \u00b5mol/s) y la superficie que cubren, no solo por los vatios.',
  },
  'drip-systems': {
    title: 'Riego por goteo',
    text: 'Los sistemas de goteo riegan cada planta con pequeños goteros desde un depósito, con un temporizador. Ahorran tiempo, dan a cada planta la misma cantidad y van bien con el coco y otros medios de drenaje rápido. Limpia los tubos entre cultivos para que no se atasquen los goteros.',
  },
  'co2-generators': {
    title: 'Cuándo compensa añadir CO2',
    text: 'Los generadores y las bombonas de CO2 aumentan el dióxido de carbono en un cuarto de cultivo cerrado, lo que permite a las plantas aprovechar más luz y temperaturas más altas. Solo compensan cuando la luz, los nutrientes y el clima ya están bien ajustados, y el cuarto debe quedar cerrado mientras funcionan.',
  },
  'hydroponic-systems': {
    title: 'Cultivo hidropónico',
    text: 'Los sistemas hidropónicos cultivan las plantas en agua con nutrientes en lugar de tierra: cultivo en agua profunda (DWC), flujo y reflujo, NFT o aeroponía. Las plantas crecen rápido, pero el pH, la EC y la temperatura del agua necesitan revisión diaria. Una buena opción para cultivadores con algo de experiencia.',
  },
  'air-conditioners': {
    title: 'Enfriar el cuarto de cultivo',
    text: 'Los aires acondicionados mantienen fresco el cuarto de cultivo cuando las lámparas y el calor del verano lo suben por encima de unos 28 \u00b0C. Los equipos portátiles son habituales con armarios de cultivo; saca su aire caliente fuera del cuarto. El aire más fresco también retiene menos humedad, así que vigila la humedad.',
  },
  'ventilation-fans': {
    title: 'Mover el aire con ventiladores',
    text: 'Los extractores de tubo sacan el aire caliente y húmedo del espacio de cultivo y meten aire fresco; los ventiladores de pinza mueven el aire alrededor de las plantas. Elige un extractor que renueve el aire del armario más o menos una vez por minuto y añade algo de margen para el filtro de carbón.',
  },
};
