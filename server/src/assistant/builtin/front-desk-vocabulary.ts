/**
 * Paraphrase table for what visitors ask a front desk. Every word or phrase of a group is indexed
 * and searched with the group's concept tag as well, so "fee" finds an entry that says "costs" and
 * "stuck in traffic" finds one that says "late". A key with a slash names a kind within a group
 * ("pets/dog"): kinds of one group do not answer for each other. Groups stay narrow on purpose: a
 * member that only *relates* to the topic ("valet" to parking, "braces" to dentistry) would make a
 * near-miss question look answered. Members are written as visitors write them, separated by
 * commas; the analyzer stems them itself.
 */
export const CONCEPT_GROUPS: Readonly<Record<string, string>> = {
  price: `price, pricing, pricey, pricy, costly, cost, fee, charge, rate, tariff, expensive, cheap, cheaper, cheapest, afford,
    affordable, dollar, buck, free, commission, hourly, how much, set me back, per head, per person`,
  discount: 'discount, deal, promo, promotion, coupon, concession, reduction, reduced, half price, half off',
  hours: `hour, open, opening, close, closing, closed, shut, shuts, what time, how late, how early, latest, earliest,
    opening times, business hours`,
  // Saturday does not answer for Sunday; "weekend" and "every day" answer for either.
  weekend: 'weekend, every day, daily, 7 days a week, seven days a week',
  'weekend/saturday': 'saturday, sat',
  'weekend/sunday': 'sunday, sun',
  weekday: `monday, tuesday, wednesday, thursday, friday, weekday, mon, tue, tues, wed, thu, thurs, fri, every day, daily,
    7 days a week, seven days a week`,
  holiday: 'holiday, christmas, xmas, thanksgiving, easter, new year, new years, bank holiday',
  allday: '24/7, 24 hours, 24 hour, 24hr, 24h, around the clock, all night',
  // A question about nights is answered by what the entry says about after hours.
  afterhours: `after hours, out of hours, night, overnight, midnight, middle of the night, 24/7, 24 hours, 24 hour,
    around the clock`,
  location: `location, located, locate, address, directions, direction, situated, map, get there, find you,
    street, avenue, road, boulevard, lane, next to, across from, opposite`,
  distance: `how far, far, distance, closest, nearest, mile, km, kilometre, kilometer, walk, walking, minutes from, minutes away,
    minute walk, minute drive, walk from, drive from, away from`,
  duration: 'how long, duration, minute, min, mins, last, lasts',
  parking: 'parking, park, car, garage, car park, parking lot, parking space, vehicle',
  rental: 'rent, rental, hire, lease',
  transit: 'public transport, public transportation, transit, t stop',
  'transit/bus': 'bus, bus stop',
  'transit/rail': 'train, subway, metro, tram, tube, train station, subway station',
  walkin: `walk in, walk ins, walkin, walkins, drop in, drop ins, rock up, just show up, just turn up, without booking,
    without an appointment`,
  booking: 'book, booking, appointment, reservation, reserve, schedule, slot, make an appointment',
  visit: 'visit, appointment, session, consultation, consult, come and see, come see, come by, drop by, pop in',
  // What is cancelled goes without saying: an entry on cancelling need not repeat "booking".
  cancel: `cancel, cancelled, canceled, cancellation, reschedule, rebook, move an appointment, no show, refund,
    refundable, money back, postpone, push back, push it back, quit membership, quit lessons, quit classes,
    cannot make appointment, cannot make booking, cannot make lesson, cannot make class, cannot make session,
    change my appointment, change my booking, move my appointment, move my booking, switch my appointment, not show up, not turn up, not make it, cannot make it, miss my appointment,
    missed appointment, cancel booking, cancel reservation, cancel appointment,
    reschedule appointment, reschedule booking`,
  late: 'late, delayed, delay, running late, running a bit late, running a little late, stuck in traffic, traffic',
  sameday: 'same day, today, tonight, this morning, this afternoon, asap, right away, immediately',
  emergency: 'emergency, urgent, urgently, after hours, out of hours',
  pets: 'pet, animal',
  'pets/dog': 'dog, doggy, doggie, pooch, puppy, pup',
  'pets/cat': 'cat, kitten',
  wifi: 'wifi, wi fi, internet, wireless, hotspot',
  delivery: 'deliver, delivery, shipping, ship, courier, uber eats, doordash, package, parcel',
  takeaway: 'takeaway, takeout, take away, take out, to go, pickup, pick up, collect, collection, carryout',
  insurance: 'insurance, insured, insurer, insure, health plan, dental plan, coverage, insurance cover, covered by insurance',
  payment: 'pay, payment, payment method',
  'payment/card': 'card, credit, debit, visa, mastercard, amex, american express',
  'payment/cash': 'cash',
  'payment/cheque': 'cheque, check',
  'payment/mobile': 'apple pay, google pay, contactless, paypal, venmo',
  financing: 'finance, financing, installment, instalment, payment plan, loan, pay monthly, monthly payments',
  kids: 'kid, child, son, daughter, baby, toddler, teen, teenager, youth, boy, girl, infant, little one',
  age: 'age, aged, years old, minimum age, how old',
  accessible: 'accessible, accessibility, disabled, disability, handicap, handicapped, mobility',
  'accessible/wheelchair': 'wheelchair, ramp, step free',
  'accessible/lift': 'elevator, lift',
  illness: 'sick, unwell, illness, fever, contagious',
  makeup: 'make up class, make up lesson, make up session, catch up, missed lesson, missed class',
  pain: 'pain, painful, hurt, hurting, ache, aching, toothache, sore, swelling, swollen, killing me',
  broken: 'break, crack, cracked, chip, chipped, damaged',
  anxiety: 'nervous, anxious, anxiety, scared, afraid, fear, terrified, phobia, nerve, panic, worried',
  gift: 'gift, voucher, gift card, gift certificate',
  trial: 'trial, try, try out, free pass, day pass, trial pass, test drive, test ride, taster, have a go',
  newcomer: `beginner, newcomer, first timer, first time, first visit, new student, new client, new customer,
    new patient, never done, never tried`,
  private: 'private, one to one, one on one, 1 on 1, 1 to 1, 1:1, individual',
  membership: `member, membership, join, joining, sign up, signup, enrol, enroll, enrolment, enrollment, register,
    registration, subscribe, subscription`,
  guest: 'guest, friend, visitor, plus one, buddy',
  locker: 'locker, lock, padlock',
  contact: 'phone, telephone, call, number, email, e mail, contact, text, whatsapp',
  vegetarian: 'veggie, plant based, meatless',
  'vegetarian/vegetarian': 'vegetarian',
  'vegetarian/vegan': 'vegan',
  glutenfree: 'gluten, celiac, coeliac, gluten free, wheat',
  allergy: 'allergy, allergic, intolerance',
  alcohol: 'alcohol, alcoholic, drink, byob, byo, bar, booze, liquor',
  'alcohol/wine': 'wine',
  'alcohol/beer': 'beer',
  'alcohol/cocktail': 'cocktail, spirits',
  food: 'food, meal, dish, eat, eating, cuisine',
  outdoor: 'outside, outdoor, outdoors, terrace, patio, garden, al fresco, balcony, rooftop',
  groups: 'group, party, large group, big group, private event, event, function, celebration, birthday',
  wedding: 'wedding, bridal, bride, bridesmaid, married, marry',
  haircut: 'haircut, cut, trim',
  colour: 'colour, color, dye, dyed, tint, highlights',
  curly: 'curly, curl, coily, wavy',
  men: 'man, mens, male, gentleman, gents',
  women: 'woman, womens, ladies, female',
  warranty: 'warranty, guarantee, guaranteed',
  returns: `returns policy, return policy, can be returned, be returned, return it, return them, exchange it, exchange them,
    refund or exchange, bring back, take back, send back, change my mind, changed my mind`,
  license: 'licensed, license, licence, licensing, certified, qualified, accredited, bonded',
  area: 'area, cover, region, neighbourhood, neighborhood, town, city, suburb, service area',
  leak: 'leak, leaking, flood, flooding, flooded, burst pipe, burst',
  drain: 'drain, blocked drain, blocked sink, blocked toilet, blocked pipe, blockage, clog, clogged, unclog, backed up, snake',
  heater: 'water heater, boiler, furnace, heating, heater, hot water, tankless',
  maintenance: 'servicing, tune up, maintenance, checkup, check up, inspection',
  estimate: 'estimate, quote, quotation, ballpark',
  valuation: 'value, valuation, appraisal, appraise, worth',
  mortgage: 'mortgage, pre approved, preapproved, preapproval, loan, lender, broker',
  rent: 'rent, rental, renting, lease, leasing, tenant, landlord',
  property: 'property, house, home, apartment, flat, condo, unit, townhouse',
  buy: 'buy, buying, buyer, purchase, purchasing',
  sell: 'sell, selling, seller, sale',
  viewing: 'viewing, showing, tour, look around, open house',
  exercise: 'workout, work out, exercise, fitness, train, training',
  trainer: 'trainer, coach, coaching, personal trainer, personal training',
  pool: 'pool, swimming, swim',
  freeze: 'freeze, freezing, frozen, pause, paused, suspend, suspension, put on hold',
  checkin: 'check in, checkin',
  checkout: 'check out, checkout',
  luggage: 'luggage, baggage, bag, suitcase',
  room: 'room, suite',
  ev: 'ev, electric car, electric vehicle, charging point, charging station, charger',
  yearly: 'annual, annually, per year, a year, every year, each year',
  monthly: 'per month, a month, every month, each month',
  season: 'season, seasonal, winter, summer, autumn',
  early: 'early, morning, first thing',
  repair: 'repair, repaired, fix, fixed, fixing, mend',
  surgery: 'surgery, operation, procedure, op',
  dental: 'dental, teeth, tooth, oral',
  teethcleaning: 'teeth cleaning, dental cleaning, clean teeth, scale and polish, scale polish, scaling',
  medication: 'medication, medicine, meds, prescription, pill, drug, refill',
  euthanasia: 'euthanasia, euthanise, euthanize, put to sleep',
  loancar: 'loaner, loaner car, courtesy car, loan car, replacement car, rental car',
  vet: 'vet, veterinary, veterinarian',
  security: 'security, secure, safe, safety, cctv, camera, surveillance, alarm, guard',
  referral: "referral, referred, refer, doctor's note, doctors note, doctor note, gp letter",
  video: 'video, video call, zoom, online session, virtual, facetime, skype, telehealth',
  access: 'access, get to, get into',
  climate: 'climate, temperature, heat, heated, humidity, climate controlled, temperature controlled',
  van: 'van, truck, lorry',
  size: 'size, big, bigger, large, larger, small, smaller, dimension, how big',
  contract: 'contract, commitment, lock in, tie in, minimum term',
  payinfull: 'upfront, up front, in full, full amount, pay in advance, all at once',
  completion: 'complete, completed, completion, finish, finished, ready',
  notice: 'notice, short notice, last minute, in advance, advance, ahead',
  seating: 'sit, seat, seating, seated, table, capacity',
  founder: 'founder, co founder, was founded, founded by, who founded, the owner, our owner, owned by, who owns, who runs',
  exam: 'exam, examination, eye test, hearing test, sight test, assessment, evaluation',
  vaccination: 'vaccination, vaccinated, vaccine, shots, jabs, immunization, immunisation',
  companion: `husband, wife, partner, spouse, boyfriend, girlfriend, mom, mum, mother, dad, father, sister,
    brother, family member, colleague`,
};

/**
 * Words that point at a topic without being the thing asked about: "where can I park" is about
 * parking, not about an address, so an answer need not contain one. They help ranking and only
 * count as the question when nothing else is left ("where r u").
 */
export const HINT_GROUPS: Readonly<Record<string, string>> = {
  location: 'where, near, nearby, close by, close to, around here',
  hours: 'when',
  sameday: 'today, tonight, now, right now',
  when: 'tomorrow, this week, next week, this weekend, next weekend, next month, soon',
};

/**
 * Concepts that ask for an attribute of something ("how much", "when", "how long", "where"): a
 * question made only of them ("How much is it?") is about whatever the sentence before named.
 */
export const ATTRIBUTE_CONCEPTS: ReadonlySet<string> = new Set([
  'price',
  'hours',
  'duration',
  'location',
  'distance',
  'discount',
]);

/**
 * Concepts that are usually context ("for my sister") rather than the thing asked about: an
 * entry that does not mention them may still answer the question.
 */
export const WEAK_CONCEPTS: ReadonlySet<string> = new Set(['companion']);

/** The members of a group, one word or phrase each. */
export function membersOf(group: string): string[] {
  return group
    .split(',')
    .map((member) => member.trim())
    .filter((member) => member.length > 0);
}

/**
 * How visitors shorten words in a chat box, read as the word they stand for before anything else:
 * "r u open 2moro", "how many ppl", "wat docs do i need".
 */
export const CHAT_SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you',
  hw: 'how',
  ya: 'you',
  ur: 'your',
  r: 'are',
  ppl: 'people',
  b4: 'before',
  wat: 'what',
  wot: 'what',
  thru: 'through',
  yr: 'year',
  yrs: 'years',
  hr: 'hour',
  hrs: 'hours',
  til: 'until',
  till: 'until',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  bday: 'birthday',
  cuz: 'because',
  coz: 'because',
  pic: 'photo',
  pics: 'photos',
  appt: 'appointment',
  appts: 'appointments',
  info: 'information',
  docs: 'documents',
  abt: 'about',
  dont: 'not',
  doesnt: 'not',
  didnt: 'not',
  cant: 'cannot',
  wont: 'not',
  isnt: 'not',
  arent: 'not',
};

/**
 * British spellings folded onto American ones before stemming, so "tyres" finds "tires" without
 * typo matching, which short words do not get.
 */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  tyre: 'tire',
  tyres: 'tires',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  centre: 'center',
  centres: 'centers',
  licence: 'license',
  licences: 'licenses',
  programme: 'program',
  programmes: 'programs',
  favourite: 'favorite',
  neighbour: 'neighbor',
  neighbourhood: 'neighborhood',
  organise: 'organize',
  organised: 'organized',
  travelling: 'traveling',
  jewellery: 'jewelry',
  theatre: 'theater',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  anaesthetic: 'anesthetic',
  paediatric: 'pediatric',
  orthopaedic: 'orthopedic',
  grey: 'gray',
  mum: 'mom',
  enrolment: 'enrollment',
  instalment: 'installment',
  instalments: 'installments',
  labour: 'labor',
  behaviour: 'behavior',
};
