// The static pages in German; a page not here answers in English.
import type { StaticPageTexts } from './static-pages';

export const STATIC_PAGES_DE: Partial<StaticPageTexts> = {
  terms: {
    title: 'Nutzungsbedingungen',
    description: 'Die Regeln für die Nutzung von GrowDiaries: dein Konto, deine Inhalte, was nicht erlaubt ist und unsere Verantwortung.',
    sections: [
      { heading: 'Zustimmung', text: 'Mit der Nutzung von GrowDiaries stimmst du diesen Bedingungen zu. Wenn du nicht zustimmst, nutze die Seite bitte nicht. Um ein Konto anzulegen, musst du an deinem Wohnort volljährig und mindestens 18 Jahre alt sein.' },
      { heading: 'Örtliche Gesetze', text: 'Die Gesetze zum Anbau von Cannabis sind von Land zu Land verschieden. Du bist dafür verantwortlich, die für dich geltenden Gesetze einzuhalten. GrowDiaries ermutigt niemanden, gegen das Gesetz zu verstoßen.' },
      { heading: 'Dein Konto', text: 'Halte dein Passwort geheim; du bist verantwortlich für das, was mit deinem Konto geschieht. Eine Person darf ein Konto führen. Wir können Konten sperren, die gegen diese Bedingungen verstoßen.' },
      { heading: 'Deine Inhalte', text: 'Was du veröffentlichst, bleibt deins. Du erlaubst GrowDiaries, es anzuzeigen, zu speichern und zu kopieren, soweit es für den Betrieb der Seite nötig ist, auch in Vorschauen und Suchergebnissen. Veröffentliche nur Fotos und Texte, die du teilen darfst.' },
      { heading: 'Nicht erlaubt', text: 'Der Verkauf oder Kauf von Illegalem, Spam und versteckte Werbung, Belästigung, Hass, Inhalte mit Minderjährigen, persönliche Daten anderer und alles, was die Seite oder ihre Nutzer angreift.' },
      { heading: 'Marken und Werbung', text: 'Marken dürfen ihre Produkte vorstellen und gekennzeichnete Anzeigen schalten. Bewertungen können von Marken weder gekauft noch entfernt werden.' },
      { heading: 'Haftung', text: 'Grow-Ratschläge auf der Seite stammen von anderen Growern und werden ohne Gewähr geteilt. Wir betreiben die Seite mit Sorgfalt, können aber nicht versprechen, dass sie immer erreichbar oder fehlerfrei ist.' },
      { heading: 'Änderungen', text: 'Wir können diese Bedingungen ändern. Wichtige Änderungen kündigen wir auf der Seite an, bevor sie gelten; wer die Seite danach weiter nutzt, akzeptiert sie.' },
    ],
  },
  policy: {
    title: 'Datenschutzerklärung',
    description: 'Welche persönlichen Daten GrowDiaries speichert, warum, auf deinem Gerät und auf unseren Servern, und wie du die Kontrolle darüber behältst.',
    sections: [
      { heading: 'Was wir speichern', text: 'Dein Konto: Name, E-Mail-Adresse, Passwort (nur als sicherer Hash) und Einstellungen. Was du veröffentlichst: Tagebücher, Wochen, Fotos, Kommentare, Bewertungen und Nachrichten. Technische Daten: deine Netzwerkadresse für kurze Zeit, um Missbrauch zu verhindern.' },
      { heading: 'Warum', text: 'Um dein Konto zu führen und zu zeigen, was du veröffentlichst, um die Mails zu senden, die du anforderst (Adresse bestätigen, Passwort zurücksetzen), um die Seite sicher zu halten und um zu messen, wie schnell Seiten laden, damit wir sie schneller machen können.' },
      { heading: 'Auf deinem Gerät', text: 'Die App speichert gelesene Seiten, deine Tagebücher und noch nicht gesendete Änderungen im Speicher deines Browsers, damit sie offline funktioniert. Ein Cookie merkt sich deine Sprache. Du kannst all das in deinem Browser oder auf der Cache-Seite löschen.' },
      { heading: 'Weitergabe', text: 'Wir verkaufen keine persönlichen Daten. Öffentliche Inhalte sieht jeder. Wir geben Daten nur an Dienste weiter, die beim Betrieb der Seite helfen (Hosting, Mailversand, Zahlungen), und wenn das Gesetz es verlangt.' },
      { heading: 'Wie lange', text: 'Deine Daten bleiben, solange dein Konto besteht. Löschst du dein Konto, werden deine Inhalte und persönlichen Daten entfernt; Sicherungen werden innerhalb von 30 Tagen überschrieben.' },
      { heading: 'Deine Rechte', text: 'Du kannst deine Daten einsehen, berichtigen, herunterladen oder löschen und ihrer Verwendung widersprechen. Schreib uns über die Kontaktseite; wir antworten innerhalb von 30 Tagen.' },
    ],
  },
  faq: {
    title: 'Häufige Fragen',
    description: 'Antworten auf das, was Grower am häufigsten fragen: Konto, Tagebücher, offline arbeiten, Datenschutz und Sprachen.',
    sections: [
      { heading: 'Was ist GrowDiaries?', text: 'Eine Gemeinschaft, in der Grower jeden Grow Woche für Woche in einem Tagebuch festhalten: Fotos, Bedingungen, Dünger und die Ernte. Andere folgen, kommentieren und lernen daraus, und du lernst aus ihren.' },
      { heading: 'Brauche ich ein Konto, um Tagebücher zu lesen?', text: 'Nein. Tagebücher, Sorten, Breeder, Dünger, Ausrüstung, Grow-Fragen und das Journal sind für alle offen. Ein Konto brauchst du, um ein Tagebuch zu schreiben, zu kommentieren, zu liken, zu folgen, zu bewerten oder abzustimmen.' },
      { heading: 'Wie beginne ich mein erstes Tagebuch?', text: 'Registriere dich und wähle im Menü „Neues Tagebuch“. Gib ihm einen Namen, wähle die Sorte und beschreibe Raum, Medium und Bewässerung. Jede Woche trägst du eine Woche mit Fotos und Messwerten ein. Der Leitfaden für Einsteiger führt dich Schritt für Schritt.' },
      { heading: 'Funktioniert die App ohne Internet?', text: 'Ja. Seiten, die du geöffnet hast, bleiben offline lesbar, und du kannst die App auf Handy oder Computer installieren. Tagebücher, die du für offline speicherst, behalten auch ihre Fotos.' },
      { heading: 'Was passiert mit Änderungen, die ich offline mache?', text: 'Sie bleiben auf deinem Gerät und werden gesendet, sobald die Verbindung zurück ist, in der Reihenfolge, in der du sie gemacht hast, und jede genau einmal. Die Seite „Ausstehende Änderungen“ zeigt, was noch wartet.' },
      { heading: 'Wie installiere ich die App auf dem Handy?', text: 'Öffne die Seite im Browser deines Handys und wähle „Zum Startbildschirm hinzufügen“ (oder „App installieren“). Dann öffnet sie sich wie jede andere App, im Vollbild und offline.' },
      { heading: 'Wer kann mein Tagebuch sehen?', text: 'Ein veröffentlichtes Tagebuch ist öffentlich: Jeder kann es lesen, und Suchmaschinen dürfen es zeigen. Deine E-Mail-Adresse wird nie angezeigt. Du kannst ein Tagebuch jederzeit verbergen oder löschen.' },
      { heading: 'Wie melde ich etwas, das nicht in Ordnung ist?', text: 'Jedes Tagebuch, jede Woche, jedes Foto, jeder Kommentar und jeder Grower hat im Menü einen Melden-Knopf. Moderatoren lesen jede Meldung und verbergen, was gegen die Regeln verstößt.' },
      { heading: 'Welche Sprachen gibt es?', text: 'Englisch, Deutsch, Spanisch, Russisch und Thai. Wähle deine Sprache oben auf jeder Seite; was andere Grower geschrieben haben, bleibt in ihrer Sprache.' },
      { heading: 'Wie lösche ich mein Konto?', text: 'Geh zu Einstellungen und dann zu Konto löschen. Deine Tagebücher, Kommentare und Fotos werden damit entfernt. Das lässt sich nicht rückgängig machen.' },
    ],
  },
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
