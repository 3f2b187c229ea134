// The static pages in German; a page not here answers in English.
import type { StaticPageTexts } from './static-pages';

export const STATIC_PAGES_DE: Partial<StaticPageTexts> = {
  about: {
    title: 'Über GrowDiaries',
    description: 'GrowDiaries ist eine Gemeinschaft von Hobby-Growern, die jeden Grow Woche für Woche teilen, damit alle besser growen.',
    sections: [
      { heading: '', text: 'GrowDiaries begann mit einer einfachen Idee: Am besten lernt man das Growen, wenn man echte Grows Woche für Woche verfolgt, mit Fotos, Messwerten und auch den Fehlern.' },
      { heading: 'Was du hier findest', text: 'Tausende Grow-Tagebücher mit ihren Sorten, Lampen, Düngern und Ernten; Bewertungen von Samen, Düngern und Ausrüstung durch die Leute, die sie benutzt haben; Grow-Fragen, die andere Grower beantworten; und ein Journal mit Anleitungen, Neuigkeiten und Interviews.' },
      { heading: 'Wie wir arbeiten', text: 'Alles auf der Seite schreiben Grower. Wir verkaufen weder Samen noch Dünger, und Marken können keine guten Bewertungen kaufen: Bewertungen stammen nur aus Tagebüchern und Rezensionen, und gesponserte Inhalte sind immer gekennzeichnet.\n\nModeratoren halten die Gemeinschaft freundlich und entfernen Spam und Missbrauch.' },
      { heading: 'Gebaut für überall', text: 'Im Growraum ist der Empfang selten gut. Die App behält, was du gelesen hast, auf deinem Gerät, lässt dich offline schreiben und sendet deine Änderungen, sobald die Verbindung zurück ist.' },
      { heading: 'Kontakt', text: 'Fragen, Ideen oder ein Problem mit der Seite? Schreib uns über die Kontaktseite. Marken, die mit uns zusammenarbeiten möchten, finden alles auf der Partnerseite.' },
    ],
  },
  start: {
    title: 'Starte dein erstes Grow-Tagebuch',
    description: 'Ein Leitfaden für Einsteiger: Konto anlegen, das erste Tagebuch einrichten und Woche für Woche vom Samen bis zur Ernte eintragen.',
    sections: [
      { heading: '', text: 'Ein Tagebuch erzählt die Geschichte eines Grows, Woche für Woche. Es zeigt dir, was funktioniert, und andere Grower können helfen, wenn etwas schiefgeht. So fängst du an.' },
      { heading: '1. Konto anlegen', text: 'Registriere dich mit einem Namen, einer E-Mail-Adresse und einem Passwort. Deinen Namen sehen andere Grower; deine Adresse bleibt privat.' },
      { heading: '2. Tagebuch einrichten', text: 'Wähle im Menü „Neues Tagebuch“. Gib ihm einen Namen, wähle Sorte und Breeder und beschreibe den Grow: drinnen oder draußen, das Medium (Erde, Kokos, Hydro), wie du gießt und welches Licht du nutzt. Alles lässt sich später ändern.' },
      { heading: '3. Jede Woche eine Woche eintragen', text: 'Trage jede Woche eine neue Woche ein: ein paar Fotos, die Höhe deiner Pflanzen, Temperatur, Luftfeuchtigkeit, pH-Wert und was du gedüngt hast. Vier Fotos oder mehr und ein paar Zeilen dazu, was passiert ist, machen eine Woche, die andere gern lesen.' },
      { heading: '4. Im Zweifel fragen', text: 'Gelbe Blätter, Flecken oder langsames Wachstum? Stell eine Grow-Frage mit einem deutlichen Foto. Grower, die dasselbe erlebt haben, antworten schnell, und dein Tagebuch zeigt ihnen die ganze Vorgeschichte.' },
      { heading: '5. Ernten und bewerten', text: 'Trage am Ende eine Erntewoche ein: Nass- und Trockengewicht und wie sich Sorte, Dünger und Ausrüstung geschlagen haben. Deine Bewertung hilft dem nächsten Grower bei der Wahl.' },
      { heading: 'Tipps', text: 'Fotografiere jede Woche im gleichen Licht, damit Veränderungen sichtbar werden. Schreib jede Änderung auf, die du machst. Offline im Growraum? Schreib einfach weiter: Die App sendet alles, sobald du wieder online bist.' },
    ],
  },
};
