// The static pages in Spanish; a page not here answers in English.
import type { StaticPageTexts } from './static-pages';

export const STATIC_PAGES_ES: Partial<StaticPageTexts> = {
  terms: {
    title: 'Condiciones de uso',
    description: 'Las normas para usar GrowDiaries: tu cuenta, el contenido que publicas, lo que no está permitido y nuestras responsabilidades.',
    sections: [
      { heading: 'Aceptación', text: 'Al usar GrowDiaries aceptas estas condiciones. Si no estás de acuerdo, no uses el sitio. Para crear una cuenta debes ser mayor de edad donde vives y tener al menos 18 años.' },
      { heading: 'Leyes locales', text: 'Las leyes sobre el cultivo de cannabis cambian de un país a otro. Eres responsable de cumplir las leyes que te afectan. GrowDiaries no anima a nadie a incumplir la ley.' },
      { heading: 'Tu cuenta', text: 'Mantén tu contraseña en secreto; eres responsable de lo que se haga con tu cuenta. Cada persona puede tener una cuenta. Podemos suspender las cuentas que incumplan estas condiciones.' },
      { heading: 'Tu contenido', text: 'Lo que publicas sigue siendo tuyo. Permites a GrowDiaries mostrarlo, guardarlo y copiarlo en la medida necesaria para que funcione el sitio, también en vistas previas y resultados de búsqueda. Publica solo fotos y textos que tengas derecho a compartir.' },
      { heading: 'No permitido', text: 'Vender o comprar algo ilegal, spam y publicidad encubierta, acoso, odio, contenido con menores, datos personales de otros y todo lo que ataque al sitio o a sus usuarios.' },
      { heading: 'Marcas y publicidad', text: 'Las marcas pueden presentar sus productos y publicar anuncios señalados como tales. Las marcas no pueden comprar ni eliminar reseñas ni valoraciones.' },
      { heading: 'Responsabilidad', text: 'Los consejos de cultivo del sitio vienen de otros cultivadores y se comparten sin garantía. Cuidamos el sitio, pero no podemos prometer que esté siempre disponible ni libre de errores.' },
      { heading: 'Cambios', text: 'Podemos cambiar estas condiciones. Los cambios importantes se anuncian en el sitio antes de aplicarse; seguir usando el sitio después significa aceptarlos.' },
    ],
  },
  policy: {
    title: 'Política de privacidad',
    description: 'Qué datos personales guarda GrowDiaries, por qué, en tu dispositivo y en nuestros servidores, y cómo sigues teniendo el control.',
    sections: [
      { heading: 'Qué guardamos', text: 'Tu cuenta: nombre, correo, contraseña (solo como hash seguro) y ajustes. Lo que publicas: diarios, semanas, fotos, comentarios, reseñas y mensajes. Datos técnicos: tu dirección de red durante poco tiempo, para frenar abusos.' },
      { heading: 'Por qué', text: 'Para gestionar tu cuenta y mostrar lo que publicas, enviar los correos que pides (confirmar tu dirección, restablecer la contraseña), mantener el sitio seguro y medir lo rápido que cargan las páginas para hacerlas más rápidas.' },
      { heading: 'En tu dispositivo', text: 'La app guarda las páginas que lees, tus diarios y los cambios aún no enviados en el almacenamiento del navegador, para funcionar sin conexión. Una cookie recuerda tu idioma. Puedes borrarlo todo en tu navegador o en la página de caché.' },
      { heading: 'Compartir', text: 'No vendemos datos personales. El contenido público lo ve todo el mundo. Solo compartimos datos con servicios que ayudan a funcionar al sitio (alojamiento, envío de correo, pagos) y cuando la ley lo exige.' },
      { heading: 'Cuánto tiempo', text: 'Tus datos se conservan mientras exista tu cuenta. Si la borras, se eliminan tu contenido y tus datos personales; las copias de seguridad se sobrescriben en 30 días.' },
      { heading: 'Tus derechos', text: 'Puedes ver, corregir, descargar o borrar tus datos y oponerte a su uso. Escríbenos desde la página de contacto; respondemos en 30 días.' },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    description: 'Respuestas a lo que más preguntan los cultivadores: cuentas, diarios, uso sin conexión, privacidad e idiomas.',
    sections: [
      { heading: '¿Qué es GrowDiaries?', text: 'Una comunidad donde los cultivadores llevan un diario de cada cultivo, semana a semana: fotos, condiciones, fertilizantes y la cosecha. Otros lo siguen, comentan y aprenden de él, y tú aprendes de los suyos.' },
      { heading: '¿Necesito una cuenta para leer diarios?', text: 'No. Los diarios, variedades, bancos, fertilizantes, equipos, preguntas de cultivo y la revista están abiertos a todos. Necesitas una cuenta para escribir un diario, comentar, dar me gusta, seguir, valorar o votar.' },
      { heading: '¿Cómo empiezo mi primer diario?', text: 'Regístrate y elige «Nuevo diario» en el menú. Ponle un nombre, elige la variedad y describe tu cuarto, sustrato y riego. Cada semana añades una semana con fotos y lo que mediste. La guía para principiantes te acompaña paso a paso.' },
      { heading: '¿La app funciona sin internet?', text: 'Sí. Las páginas que has abierto se pueden leer sin conexión, y puedes instalar la app en tu móvil o tu ordenador. Los diarios que guardas para leer sin conexión conservan también sus fotos.' },
      { heading: '¿Qué pasa con los cambios que hago sin conexión?', text: 'Se guardan en tu dispositivo y se envían en cuanto vuelve la conexión, en el orden en que los hiciste y cada uno una sola vez. La página de cambios pendientes muestra lo que aún espera.' },
      { heading: '¿Cómo instalo la app en el móvil?', text: 'Abre el sitio en el navegador del móvil y elige «Añadir a pantalla de inicio» (o «Instalar app»). Después se abre como cualquier otra app, a pantalla completa y sin conexión.' },
      { heading: '¿Quién puede ver mi diario?', text: 'Un diario publicado es público: cualquiera puede leerlo y los buscadores pueden mostrarlo. Tu correo nunca se muestra. Puedes ocultar o borrar un diario cuando quieras.' },
      { heading: '¿Cómo denuncio algo que está mal?', text: 'Cada diario, semana, foto, comentario y cultivador tiene un botón Denunciar en su menú. Los moderadores leen cada denuncia y ocultan lo que incumple las normas.' },
      { heading: '¿Qué idiomas hay?', text: 'Inglés, alemán, español, ruso y tailandés. Elige el tuyo arriba en cualquier página; lo que escriben otros cultivadores sigue en su idioma.' },
      { heading: '¿Cómo borro mi cuenta?', text: 'Ve a Ajustes y después a Borrar cuenta. Tus diarios, comentarios y fotos se eliminan con ella. No se puede deshacer.' },
    ],
  },
  about: {
    title: 'Sobre GrowDiaries',
    description: 'GrowDiaries es una comunidad de cultivadores caseros que comparten cada cultivo semana a semana, para que todos cultiven mejor.',
    sections: [
      { heading: '', text: 'GrowDiaries nació de una idea sencilla: la mejor forma de aprender a cultivar es seguir cultivos reales, semana a semana, con las fotos, los datos y también los errores.' },
      { heading: 'Qué encontrarás aquí', text: 'Miles de diarios de cultivo con sus variedades, lámparas, fertilizantes y cosechas; reseñas de semillas, fertilizantes y equipos escritas por quienes los usaron; preguntas de cultivo respondidas por otros cultivadores; y una revista con guías, noticias y entrevistas.' },
      { heading: 'Cómo trabajamos', text: 'Todo lo que hay en el sitio lo escriben cultivadores. No vendemos semillas ni fertilizantes, y las marcas no pueden comprar buenas reseñas: las valoraciones salen solo de diarios y reseñas, y el contenido patrocinado siempre está marcado.\n\nLos moderadores mantienen la comunidad amable y eliminan el spam y los abusos.' },
      { heading: 'Hecho para funcionar en cualquier lugar', text: 'En un cuarto de cultivo la cobertura rara vez es buena. La app guarda en tu dispositivo lo que has leído, te deja escribir sin conexión y envía tus cambios cuando vuelve la conexión.' },
      { heading: 'Contacto', text: '¿Preguntas, ideas o un problema con el sitio? Escríbenos desde la página de contacto. Las marcas que quieran colaborar con nosotros encontrarán todo en la página de socios.' },
    ],
  },
  start: {
    title: 'Empieza tu primer diario de cultivo',
    description: 'Una guía para principiantes: crea una cuenta, prepara tu primer diario y añade una semana cada vez, de la semilla a la cosecha.',
    sections: [
      { heading: '', text: 'Un diario es la historia de un cultivo, contada semana a semana. Te ayuda a ver qué funciona, y otros cultivadores pueden ayudarte cuando algo sale mal. Así se empieza.' },
      { heading: '1. Crea tu cuenta', text: 'Regístrate con un nombre, una dirección de correo y una contraseña. Tu nombre es lo que ven los demás; tu dirección sigue siendo privada.' },
      { heading: '2. Prepara el diario', text: 'Elige «Nuevo diario» en el menú. Ponle un nombre, elige la variedad y el banco, y describe el cultivo: interior o exterior, el sustrato (tierra, coco, hidro), cómo riegas y qué luz usas. Podrás cambiarlo todo más tarde.' },
      { heading: '3. Añade una semana cada semana', text: 'Cada semana añade una semana nueva: unas fotos, la altura de tus plantas, la temperatura, la humedad, el pH y lo que has abonado. Cuatro fotos o más y un par de líneas sobre lo ocurrido hacen una semana que a otros les encanta leer.' },
      { heading: '4. Pregunta si tienes dudas', text: '¿Hojas amarillas, manchas o un crecimiento lento? Haz una pregunta de cultivo con una foto clara. Quienes vivieron lo mismo responden pronto, y tu diario les muestra toda la historia.' },
      { heading: '5. Cosecha y valora', text: 'Al final añade una semana de cosecha: peso húmedo y seco, y cómo rindieron la variedad, los fertilizantes y el equipo. Tu reseña ayuda al siguiente cultivador a elegir.' },
      { heading: 'Consejos', text: 'Haz las fotos con la misma luz cada semana, para que se noten los cambios. Apunta cada cambio que hagas. ¿Sin conexión en el cuarto de cultivo? Sigue escribiendo: la app lo envía todo cuando vuelvas a estar en línea.' },
    ],
  },
};
