/**
 * The phrases the seed writes on images and in video transcripts, each with the tags a reader
 * would give it (the labelled truth of decision 0062). `opens` is the hook the phrase makes when a
 * field starts with it; elsewhere it is no hook. Phrasings vary on purpose, and distractors carry
 * words the tagger's rules look for without the meaning ("100% cotton", "gluten-free", "trial and
 * error"), so the measured F1 says how the rules read copy, not whether they match their own list.
 * `{p}` is the product, `{n}` a count, `{d}` a number of days, `{m}` a price, `{q}` a percent.
 */
export interface CreativePhrase {
  text: string;
  opens?: string;
  tags?: string[];
}

export const CREATIVE_PHRASES: readonly CreativePhrase[] = [
  // Questions, as hooks when they open.
  { text: 'Tired of {p} that falls apart after a month?', opens: 'question', tags: ['angle:pain'] },
  { text: 'Still struggling to find a {p} that fits?', opens: 'question', tags: ['angle:pain'] },
  { text: 'What if your {p} did the work for you?', opens: 'question', tags: [] },
  { text: 'Ready to feel confident again?', opens: 'question', tags: ['angle:gain'] },
  {
    text: 'Why are {n} people switching to this {p}?',
    opens: 'question',
    tags: ['hook:statistic'],
  },
  { text: 'Have you seen this {p} yet?', opens: 'question' },
  // Numbers and statistics.
  { text: '{n} customers and counting.', opens: 'statistic', tags: ['angle:social_proof'] },
  {
    text: 'Nine out of ten users felt the difference in {d} days.',
    opens: 'statistic',
    tags: ['angle:gain'],
  },
  { text: '{d} days. One {p}. Zero excuses.', opens: 'statistic' },
  { text: 'Over {n} five-star reviews.', opens: 'statistic', tags: ['angle:social_proof'] },
  {
    text: 'Thousands of happy buyers cannot be wrong.',
    opens: 'statistic',
    tags: ['angle:social_proof'],
  },
  // Stop / never.
  { text: 'Stop scrolling: this {p} is worth it.', opens: 'stop_never' },
  { text: 'Never pay full price for a {p} again.', opens: 'stop_never', tags: ['angle:price'] },
  { text: "Don't buy another {p} until you see this.", opens: 'stop_never' },
  {
    text: 'Quit wasting money on cheap knock-offs.',
    opens: 'stop_never',
    tags: ['angle:pain', 'angle:price'],
  },
  // Point of view.
  { text: 'POV: you finally found a {p} that works.', opens: 'point_of_view' },
  { text: 'Me after switching to this {p}.', opens: 'point_of_view' },
  { text: 'That feeling when your {p} arrives early.', opens: 'point_of_view' },
  { text: 'When you finally stop settling for less.', opens: 'point_of_view' },
  // Testimonials.
  {
    text: '"I honestly did not expect it to work this well" — Maya R.',
    opens: 'testimonial',
    tags: ['angle:social_proof'],
  },
  {
    text: '“Best purchase I made all year,” says Tom, a verified buyer.',
    opens: 'testimonial',
    tags: ['angle:social_proof'],
  },
  {
    text: '"My mornings are so much easier now" - Jordan',
    opens: 'testimonial',
    tags: ['angle:gain'],
  },
  // Before / after.
  {
    text: 'Before: messy and slow. After: done in minutes.',
    opens: 'before_after',
    tags: ['angle:gain'],
  },
  { text: 'From exhausted to energised in {d} days.', opens: 'before_after', tags: ['angle:gain'] },
  { text: 'Day 1 versus day {d} with the {p}.', opens: 'before_after' },
  // Pain, gain, proof, authority, urgency and price in the middle of a text.
  { text: 'No more aching backs or sleepless nights.', tags: ['angle:pain'] },
  { text: 'Fed up with clutter everywhere?', opens: 'question', tags: ['angle:pain'] },
  { text: 'We know how frustrating a cheap {p} can be.', tags: ['angle:pain'] },
  { text: 'Get more done before lunch.', tags: ['angle:gain'] },
  { text: 'Boost your energy from day one.', tags: ['angle:gain'] },
  { text: 'Sleep better, wake up stronger.', tags: ['angle:gain'] },
  { text: 'Trusted by {n} families.', tags: ['angle:social_proof'] },
  { text: 'Our bestseller for three years running.', tags: ['angle:social_proof'] },
  { text: 'Recommended by dermatologists.', tags: ['angle:authority'] },
  { text: 'Clinically tested and award-winning.', tags: ['angle:authority'] },
  { text: 'As seen on national TV.', tags: ['angle:authority'] },
  { text: 'Developed with certified nutritionists.', tags: ['angle:authority'] },
  { text: 'Ends tonight at midnight.', tags: ['angle:urgency'] },
  { text: 'Hurry, only {dd} left in stock.', tags: ['angle:urgency'] },
  { text: 'While supplies last.', tags: ['angle:urgency'] },
  { text: 'Today only.', tags: ['angle:urgency'] },
  { text: 'Half the price of the big brands.', tags: ['angle:price'] },
  { text: 'Affordable for every budget.', tags: ['angle:price'] },
  { text: 'Premium quality without the premium price tag.', tags: ['angle:price'] },
  // Offer facts.
  { text: 'Now just {m}.', tags: ['offer:price', 'angle:price'] },
  { text: 'Yours for {m} this month.', tags: ['offer:price'] },
  { text: 'Take {q}% off your first order.', tags: ['offer:percent_off'] },
  { text: 'Save {q}% with code WELCOME.', tags: ['offer:percent_off'] },
  { text: 'Everything is -{q}% this weekend.', tags: ['offer:percent_off'] },
  { text: 'Free shipping on every order.', tags: ['offer:free_shipping'] },
  { text: 'It ships free to your door.', tags: ['offer:free_shipping'] },
  { text: 'Free delivery, no minimum.', tags: ['offer:free_shipping'] },
  { text: 'Start a {d}-day free trial.', tags: ['offer:trial'] },
  { text: 'Your first month is free.', tags: ['offer:trial'] },
  { text: 'Try it free, cancel whenever.', tags: ['offer:trial'] },
  { text: '{d}-day money-back guarantee.', tags: ['offer:guarantee'] },
  { text: 'Not happy? Full refund, no questions asked.', tags: ['offer:guarantee'] },
  { text: 'Risk-free: return it if you do not love it.', tags: ['offer:guarantee'] },
  // Distractors: the rules' words without the meaning, and plain copy.
  { text: 'Made from 100% organic cotton.' },
  { text: 'Gluten-free and vegan friendly.' },
  { text: 'Free yourself from the usual routine.' },
  { text: 'Years of trial and error went into it.' },
  { text: 'Non-stop comfort, all day long.' },
  { text: 'Our never-ending summer collection is here.' },
  { text: 'Designed in Lisbon, shipped worldwide.' },
  { text: 'The {p} you have been waiting for.' },
  { text: 'Questions? Our team replies within a day.' },
  { text: 'Available in {dd} colours.' },
  { text: 'Shipping is calculated at checkout.' },
  { text: 'Join our newsletter for weekly tips.' },
];

/** Texts in other languages: only their language is labelled (the rules read English). */
export const FOREIGN_PHRASES: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Schluss mit Rückenschmerzen, endlich wieder gut schlafen.',
    'Jetzt entdecken und bequem nach Hause liefern lassen.',
    'Unsere Kunden lieben die neue Kollektion für den Sommer.',
  ],
  fr: [
    'Découvrez la nouvelle collection dès aujourd’hui dans nos boutiques.',
    'Nos clients adorent la qualité et le confort au quotidien.',
    'Commandez maintenant et recevez votre colis demain matin.',
  ],
  es: [
    'Descubre la nueva colección y disfruta de la comodidad todos los días.',
    'Nuestros clientes dicen que cambió su forma de trabajar.',
    'Haz tu pedido ahora y recíbelo mañana en tu casa.',
  ],
};

/** The labelled truth of the stock headline openers and body sentences (see words.ts). */
export const STOCK_PHRASE_TAGS: Readonly<Record<string, { opens?: string; tags?: string[] }>> = {
  'Limited offer': { tags: ['angle:urgency'] },
  'Free shipping today': { tags: ['offer:free_shipping'] },
  'Save 40%': { tags: ['offer:percent_off'] },
  'Only this week': { tags: ['angle:urgency'] },
  'Loved by 10,000 customers': { opens: 'statistic', tags: ['angle:social_proof'] },
  'Try it free': { tags: ['offer:trial'] },
  'Best seller': { tags: ['angle:social_proof'] },
  'Last chance': { tags: ['angle:urgency'] },
  'Upgrade your routine': { tags: ['angle:gain'] },
  'Join thousands': { tags: ['angle:social_proof'] },
  'Order before midnight and get it tomorrow.': { tags: ['angle:urgency'] },
  'Our customers say it changed the way they work.': { tags: ['angle:social_proof'] },
  'No hidden fees, cancel at any time.': { tags: ['angle:price'] },
  'Rated 4.8 out of 5 by verified buyers.': { opens: 'statistic', tags: ['angle:social_proof'] },
  'Start your free trial in less than a minute.': { tags: ['offer:trial'] },
  'Tap the link to claim your discount.': { tags: ['angle:price'] },
  'Available in 12 colours and every size.': { opens: 'statistic' },
  'Trusted by teams at leading companies.': { tags: ['angle:social_proof'] },
  'Results you can see within two weeks.': { tags: ['angle:gain'] },
};
