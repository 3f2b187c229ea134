// The static pages in English, the language every page has (the fallback of the others).
import type { StaticPageTexts } from './static-pages';

export const STATIC_PAGES_EN: StaticPageTexts = {
  faq: {
    title: 'Frequently asked questions',
    description: 'Answers to what growers ask most: accounts, diaries, working offline, privacy and languages.',
    sections: [
      { heading: 'What is GrowDiaries?', text: 'A community where growers keep a diary of each grow, week by week: photos, conditions, nutrients and the harvest. Others follow, comment and learn from it, and you learn from theirs.' },
      { heading: 'Do I need an account to read diaries?', text: 'No. Diaries, strains, breeders, nutrients, equipment, grow questions and the journal are open to everyone. You need an account to write a diary, comment, like, follow, review or vote.' },
      { heading: 'How do I start my first diary?', text: 'Sign up, then choose "New diary" from the menu. Give it a name, pick the strain and describe your room, medium and watering. Each week you add a week with photos and what you measured. The newcomer\'s guide walks you through it step by step.' },
      { heading: 'Does the app work without internet?', text: 'Yes. Pages you have opened stay readable offline, and you can install the app on your phone or computer. Diaries you save for offline keep their photos too.' },
      { heading: 'What happens to changes I make offline?', text: 'They are kept on your device and sent as soon as the connection returns, in the order you made them and each exactly once. The Pending changes page shows what is still waiting.' },
      { heading: 'How do I install the app on my phone?', text: 'Open the site in your phone\'s browser and choose "Add to Home screen" (or "Install app"). It then opens like any other app, full screen and offline.' },
      { heading: 'Who can see my diary?', text: 'A published diary is public: anyone can read it, and search engines may show it. Your e-mail address is never shown. You can hide or delete a diary at any time.' },
      { heading: 'How do I report something wrong?', text: 'Every diary, week, photo, comment and grower has a Report button in its menu. Moderators read each report and hide what breaks the rules.' },
      { heading: 'Which languages are there?', text: 'English, German, Spanish, Russian and Thai. Choose yours at the bottom of any page; what other growers wrote stays in their language.' },
      { heading: 'How do I delete my account?', text: 'Go to Settings, then Delete account. Your diaries, comments and photos are removed with it. This cannot be undone.' },
    ],
  },
  about: {
    title: 'About GrowDiaries',
    description: 'GrowDiaries is a community of home growers who share every grow week by week, so that everyone grows better.',
    sections: [
      { heading: '', text: 'GrowDiaries started with a simple idea: the best way to learn growing is to watch real grows, week by week, with the photos, the numbers and the mistakes left in.' },
      { heading: 'What you find here', text: 'Thousands of grow diaries with their strains, lights, nutrients and harvests; reviews of seeds, nutrients and equipment by the people who used them; grow questions answered by other growers; and a journal with guides, news and interviews.' },
      { heading: 'How we work', text: 'Everything on the site is written by growers. We do not sell seeds or nutrients, and brands cannot buy good reviews: ratings come from diaries and reviews only, and sponsored content is always marked as such.\n\nModerators keep the community friendly and remove spam and abuse.' },
      { heading: 'Built to work anywhere', text: 'A grow room rarely has good reception. The app keeps what you have read on your device, lets you write offline and sends your changes when the connection returns.' },
      { heading: 'Get in touch', text: 'Questions, ideas or a problem with the site? Write to us through the contact page. Brands who want to work with us will find everything on the partnership page.' },
    ],
  },
  terms: {
    title: 'Terms of use',
    description: 'The rules for using GrowDiaries: your account, the content you post, what is not allowed and our responsibilities.',
    sections: [
      { heading: 'Agreement', text: 'By using GrowDiaries you agree to these terms. If you do not agree, please do not use the site. You must be of legal age where you live, and at least 18 years old, to create an account.' },
      { heading: 'Local laws', text: 'Laws about growing cannabis differ from country to country. You are responsible for following the laws that apply to you. GrowDiaries does not encourage anyone to break the law.' },
      { heading: 'Your account', text: 'Keep your password secret; you are responsible for what is done with your account. One person may keep one account. We may suspend accounts that break these terms.' },
      { heading: 'Your content', text: 'What you post remains yours. You allow GrowDiaries to show, store and copy it as needed to run the site, including in previews and search results. Post only photos and texts you have the right to share.' },
      { heading: 'Not allowed', text: 'Selling or buying anything illegal, spam and hidden advertising, harassment, hate, content showing minors, personal data of others, and anything that attacks the site or its users.' },
      { heading: 'Brands and advertising', text: 'Brands may present their products and place marked advertisements. Reviews and ratings cannot be bought or removed by brands.' },
      { heading: 'Liability', text: 'Growing advice on the site comes from other growers and is shared without guarantee. We run the site with care but cannot promise that it is always available or free of mistakes.' },
      { heading: 'Changes', text: 'We may change these terms. Important changes are announced on the site before they apply; using the site afterwards means you accept them.' },
    ],
  },
  'terms-paid': {
    title: 'Terms of paid services',
    description: 'How paid services on GrowDiaries work: premium membership, gold diaries, payment, renewal, cancellation and refunds.',
    sections: [
      { heading: 'What you can buy', text: 'Growers can buy a premium membership and gold diaries; brands can buy advertising and brand-manager subscriptions. What each includes is shown before you pay.' },
      { heading: 'Payment', text: 'Prices include the taxes that apply. You pay in advance through the payment provider shown at checkout; we never see or store your full card number.' },
      { heading: 'Renewal', text: 'Subscriptions renew at the end of each period at the price shown when you subscribed, unless you cancel before. We remind you by e-mail before a yearly renewal.' },
      { heading: 'Cancellation', text: 'You can cancel at any time in your settings. The service stays active until the end of the period you paid for.' },
      { heading: 'Refunds', text: 'Within 14 days of your first payment you may ask for a full refund through the contact page. After that, periods already started are not refunded, unless the law says otherwise.' },
      { heading: 'Price changes', text: 'We announce new prices at least 30 days before they apply to your next renewal. You may cancel before then.' },
    ],
  },
  policy: {
    title: 'Privacy policy',
    description: 'What personal data GrowDiaries keeps, why, on your device and on our servers, and how you stay in control of it.',
    sections: [
      { heading: 'What we keep', text: 'Your account: name, e-mail address, password (only as a secure hash) and settings. What you post: diaries, weeks, photos, comments, reviews and messages. Technical data: your network address for a short time, to stop abuse.' },
      { heading: 'Why', text: 'To run your account and show what you post, to send the mails you ask for (confirming your address, resetting a password), to keep the site safe, and to measure how fast pages load so we can make them faster.' },
      { heading: 'On your device', text: 'The app keeps pages you read, your diaries and changes you have not sent yet in your browser\'s storage, so it works offline. A cookie remembers your language. You can clear all of it in your browser or on the cache page.' },
      { heading: 'Sharing', text: 'We do not sell personal data. Public content is visible to everyone. We share data only with services that help run the site (hosting, mail delivery, payments) and when the law requires it.' },
      { heading: 'How long', text: 'Your data stays while your account exists. When you delete your account, your content and personal data are removed; backups are overwritten within 30 days.' },
      { heading: 'Your rights', text: 'You may see, correct, download or delete your data, and object to how it is used. Write to us through the contact page; we answer within 30 days.' },
    ],
  },
  start: {
    title: 'Start your first grow diary',
    description: 'A newcomer\'s guide: create an account, set up your first diary and add a week at a time, from seed to harvest.',
    sections: [
      { heading: '', text: 'A diary is the story of one grow, told a week at a time. It helps you see what works, and other growers can help you when something goes wrong. Here is how to begin.' },
      { heading: '1. Create your account', text: 'Sign up with a name, an e-mail address and a password. Your name is what other growers see; your address stays private.' },
      { heading: '2. Set up the diary', text: 'Choose "New diary" in the menu. Name it, pick your strain and breeder, and describe the grow: indoor or outdoor, the medium (soil, coco, hydro), how you water and which light you use. You can change all of this later.' },
      { heading: '3. Add a week each week', text: 'Each week add a new week: a few photos, the height of your plants, temperature, humidity, pH and what you fed. Four photos or more and a couple of lines about what happened make a week other growers love to read.' },
      { heading: '4. Ask when in doubt', text: 'Yellow leaves, spots or slow growth? Ask a grow question with a clear photo. Growers who saw the same answer quickly, and your diary shows them the whole history.' },
      { heading: '5. Harvest and review', text: 'At the end add a harvest week: wet and dry weight, and how the strain, nutrients and equipment did. Your review helps the next grower choose.' },
      { heading: 'Tips', text: 'Take photos in the same light each week, so changes show. Write down every change you make. Offline in the grow room? Keep writing: the app sends everything when you are back online.' },
    ],
  },
};
