import { wordLookup, type WordLookup } from './word-lookup';

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
  price: `price, pricing, budget, ballpark, pricey, pricy, pricier, costly, cost, fee, charge, rate, tariff, expensive, cheap, cheaper, cheapest, least expensive, afford,
    affordable, dollar, buck, free, commission, hourly, how much, set me back, per head, per person, cost extra, extra cost,
    extra charge, charge extra, have to pay for, need to pay for, pay extra for, cover charge, entry fee, door charge, admission fee,
    pay to park, paid parking, pay and display, dearer, how much extra`,
  discount: 'discount, deal, promo, promotion, coupon, concession, reduction, reduced, half price, half off, money off',
  hours: `hour, last entry, last admission, open, opening, close, closing, closed, shut, shuts, what time, how late, how early, latest, earliest,
    opening times, business hours, open late, stay open late, what nights, which nights, what night, which night,
    later appointment, later appointments, later slot, later slots, anything later`,
  // Saturday does not answer for Sunday; "weekend" and "every day" answer for either.
  weekend: 'weekend, every day, daily, 7 days a week, seven days a week',
  'weekend/saturday': 'saturday, sat',
  'weekend/sunday': 'sunday, sun',
  weekday: `monday, tuesday, wednesday, thursday, friday, weekday, mon, tue, tues, wed, thu, thurs, fri, every day, daily,
    7 days a week, seven days a week, weeknight, weeknights`,
  holiday: `holiday, christmas, xmas, thanksgiving, easter, new year, new years, bank holiday, spring break, half term,
    school break, thanksgiving break, christmas break, term break, public holiday, boxing day, st stephens day, stephens day,
    good friday, easter monday, canada day, victoria day, australia day, anzac day, waitangi day, labour day, labor day,
    memorial day, independence day, fourth of july, 4th of july, st patricks day, paddys day, heritage day, freedom day,
    turkey day`,
  // Christmas and New Year, and the dates around them as entries write them (YEAR_END_DATE).
  yearend: `christmas, xmas, christmas eve, xmas eve, new years eve, boxing day, st stephens day, stephens day, new year,
    new years, nye, festive season, holiday season`,
  allday: '24/7, 24 hours, 24 hour, 24hr, 24h, around the clock, all night',
  // A question about nights is answered by what the entry says about after hours.
  afterhours: `after hours, out of hours, after dark, night, overnight, midnight, middle of the night, 24/7, 24 hours, 24 hour,
    around the clock`,
  location: `location, located, locate, address, directions, direction, situated, map, get there, find you, find us at, you based, based in, based at, based out of,
    street, avenue, road, boulevard, lane, avenida, rua, rue, caddesi, sokak, strasse, gasse, esplanade, piazza, jalan, next to, across from, opposite, postcode, post code, postal code, zip code, eircode, satnav, sat nav, my gps, the gps, gps coordinates`,
  // Another place an address is given by: its own hours are not the business's (term-matching.ts).
  landmark: 'across from, across the road from, opposite, next to, next door to',
  distance: `how far, how close are you, how close is, far, distance, closest, nearest, mile, km, kilometre, kilometer, walk, walking, minutes from, minutes away,
    minute walk, minute drive, walk from, drive from, away from`,
  duration: 'how long, duration, minute, min, mins, last, lasts',
  parking:
    'parking, park, car, garage, car park, parking lot, parking space, vehicle, pay to park, paid parking, pay and display, space to park, somewhere to park',
  rental: 'rent, rental, hire, lease, borrow',
  transit: 'public transport, public transportation, transit, t stop',
  'transit/bus': 'bus, bus stop',
  'transit/rail': 'train, subway, metro, tram, tube, train station, subway station',
  // The service brought to the visitor's place rather than given at the business's.
  visitus: 'home visit, home visits, house call, house calls, come out to you, come out to me',
  // Fetched from where the visitor is staying.
  pickmeup: 'pick us up, pick you up, hotel pickup, hotel pick up, hotel pickups',
  // Asking to be sent a bill, or paid for by an insurer ("will you bill them directly").
  invoice:
    'invoice, invoiced, invoices, invoicing, send the bill, send a bill, bill them directly, bill directly, bill you directly',
  paperwork: 'paperwork, waiver, waivers, consent form, intake form, registration form',
  // Not "tips" ("tips for first timers", French tips) nor "tipping" ("take it to the tip").
  gratuity: 'gratuity, gratuities, tip included, leave a tip, expected to tip',
  // Whether the price covers something: "is scaffolding extra" is answered by "scaffolding is included".
  included: 'included, include, includes, inclusive of, all inclusive, extra on top, on top of the price, on top of the quote',
  // Not "job" or "vacancies": "the job", "we have vacancies for 3 year olds".
  jobs: `hiring, recruiting, careers, job openings, job vacancies, jobs going, looking for a job, looking for work,
    apply for a job, work for us, join our team, positions available, apply in person, send your cv`,
  confidential: 'confidential, confidentially, confidentiality, privacy, personal information, personal info, data protection',
  disposal: 'dispose, dispose of, disposal, for recycling, haul away',
  // When a service leaves is a timetable, not the way to the business.
  timetable: `next train, next bus, next tram, next ferry, train times, bus times, bus timetable, train timetable,
    ferry timetable, departure times`,
  // "Platelet donation is by appointment only" answers "can I just walk in?".
  walkin: `walk in, walk ins, walkin, walkins, drop in, drop ins, rock up, just show up, just turn up, without booking,
    without an appointment, by appointment only, appointment only, appointments only`,
  booking:
    'book, booking, appointment, reservation, reserve, schedule, slot, make an appointment, by appointment only, appointment only, appointments only',
  visit: 'visit, appointment, session, consultation, consult, by appointment only, appointment only, appointments only',
  // Coming to the premises is context ("can I pop in on a Monday" asks the hours): weak, below.
  comeby:
    'come and see, come see, come by, drop by, pop in, swing by, stop by, come in, pop by, pop into, pop round, pop over, drop into',
  // What is cancelled goes without saying: an entry on cancelling need not repeat "booking".
  cancel: `cancel, cancelled, canceled, cancellation, forget my appointment, forgot my appointment, forget we had an appointment, forgot we had an appointment, forget about my appointment, forgot about my appointment, i chicken out, we chicken out, i chickened out, we chickened out, miss my appointment, missed appointment, can we pull out, can i pull out, can we back out, can i back out, call off, want out, reschedule, rebook, move an appointment, no show, refund,
    refundable, money back, postpone, push back, push it back, quit membership, quit lessons, quit classes,
    lose my money, lose our money, lose my deposit, lose our deposit, forfeit deposit, deposit forfeited, deposit is forfeited,
    deposits are forfeited,
    cannot make appointment, cannot make booking, cannot make lesson, cannot make class, cannot make session, cannot make course,
    cannot make workshop, cannot make tour, cannot make event,
    change my appointment, change my booking, change table booking, change table reservation, changing table booking,
    changing table reservation, move my appointment, move my booking, switch my appointment, not show up, not turn up, not rock up, not make it, cannot make it, miss my appointment,
    missed appointment, cancel booking, cancel reservation, cancel appointment,
    reschedule appointment, reschedule booking`,
  late: `late, delayed, delay, running late, running a bit late, running a little late, stuck in traffic, traffic,
    lose my slot, lose my booking, lose my appointment`,
  sameday: 'same day, today, tonight, this morning, this afternoon, asap, right away, immediately',
  emergency: 'emergency, urgent, urgently, after hours, out of hours',
  pets: 'pet, animal',
  'pets/dog': `dog, doggy, doggie, pooch, puppy, pup, spaniel, labrador, retriever, poodle, terrier, collie, staffy,
    beagle, dachshund, husky, cavoodle, cockapoo, labradoodle, kelpie, whippet`,
  'pets/cat': 'cat, kitten',
  wifi: 'wifi, wi fi, internet, wireless, hotspot',
  delivery:
    'deliver, delivery, shipping, ship, courier, uber eats, doordash, package, parcel, mail in, mail it, by post, postage',
  takeaway: 'takeaway, takeout, take away, take out, togo, pickup, pick up, collect, collection, carryout',
  insurance:
    'insurance, insured, insurer, insure, health plan, dental plan, coverage, insurance cover, covered by insurance, is that covered',
  payment: 'pay, payment, payment method',
  'payment/card': 'card, credit, debit, visa, mastercard, amex, american express',
  'payment/cash': 'cash',
  'payment/cheque': 'cheque, pay by check, pay with a check, checks accepted, personal check, take checks, accept checks',
  'payment/mobile':
    'apple pay, google pay, contactless, paypal, venmo, tap my phone, tap your phone, pay with my phone, pay by phone',
  financing: `finance, financing, installment, instalment, payment plan, loan, pay monthly, monthly payments,
    buy now pay later, afterpay, klarna, pay it off, pay off over time, spread the cost, on lay by, on layby, put on layby, layaway, pay bit by bit, paying bit by bit, pay in chunks, paying in chunks`,
  kids: `kid, child, son, daughter, baby, toddler, teen, teenager, youth, boy, girl, infant, little one, littlies, kiddies, kiddos, little kids, little children,
    both my kids, both kids, both my children, both children, both of my kids, both of my children`,
  age: 'age, aged, years old, minimum age, how old, old enough, too young, over 18s, over 18',
  // The same questions, as asking for an age an answer must give (term-matching.ts).
  agelimit: 'how old, old enough, too young, minimum age, age limit, age requirement',
  accessible:
    'accessible, accessibility, disabled, disability, handicap, handicapped, mobility, with her walker, with his walker, with a walker, with my walker, walking frame, any steps, mobility scooter, stairs, get around ok, getting around ok, be ok getting around, trouble getting around, difficulty getting around, cannot get around, struggles to get around',
  'accessible/wheelchair': 'wheelchair, ramp, step free',
  'accessible/lift': 'elevator, lift',
  illness: 'sick, unwell, illness, fever, contagious, head cold',
  makeup: 'make up class, make up lesson, make up session, catch up, missed lesson, missed class',
  pain: 'pain, painful, hurt, hurting, ache, aching, toothache, sore, swelling, swollen, killing me',
  broken: 'break, broke, broken, crack, cracked, chip, chipped, damaged, ruin, ruined',
  anxiety: 'nervous, anxious, anxiety, scared, afraid, fear, terrified, phobia, nerve, panic, worried',
  gift: 'gift, voucher, gift card, gift certificate, as a present, christmas present, birthday present',
  trial: 'trial, try, try out, free pass, day pass, trial pass, test drive, test ride, taster, have a go',
  newcomer: `beginner, newcomer, first timer, first time, first visit, first appointment, first session, first lesson, initial consultation, initial visit, initial appointment, initial assessment, new student, new client, new customer,
    new patient, never done, never tried, never been, never acted, never ridden, never played, no experience, newbie, novice, total beginner, complete beginner`,
  private: 'private, one to one, one on one, 1 on 1, 1 to 1, 1:1, individual',
  membership: `member, membership, join, joining, sign up, signup, enrol, enroll, enrolment, enrollment, register,
    registration, subscribe, subscription`,
  guest: 'guest, friend, visitor, plus one, buddy',
  locker: 'locker, lock, padlock',
  // The number itself, which an entry saying "book by phone" does not give (term-analyzer.ts tags one).
  phonenumber: 'phone number, phone no, telephone number, contact number, mobile number, cell number, whatsapp number',
  // Being told of something: "how will i know when the sparky turns up" is answered by "we'll text you".
  notify: 'let you know, notify, notified, notification',
  contact: `phone, telephone, call, number, email, e mail, contact, text, whatsapp, ring you, ring us, give you a ring,
    give us a ring, number to ring, ring to book, ring up`,
  pregnant: 'pregnant, pregnancy, expecting a baby, mum to be, mom to be, expectant',
  vegetarian: 'veggie, plant based, meatless',
  'vegetarian/vegetarian': 'vegetarian',
  'vegetarian/vegan': 'vegan',
  glutenfree: 'gluten, celiac, coeliac, gluten free, wheat',
  allergy: 'allergy, allergic, intolerance',
  alcohol: 'alcohol, alcoholic, drink, byob, byo, bar, booze, liquor',
  'alcohol/wine': 'wine, prosecco, champagne',
  'alcohol/beer': 'beer',
  'alcohol/cocktail': 'cocktail, spirits',
  food: 'food, meal, dish, eat, eating, cuisine, hungry, peckish, packed lunch, packed lunches',
  outdoor: 'outside, outdoor, outdoors, terrace, patio, garden, al fresco, balcony, rooftop',
  groups: `group, party, large group, big group, private event, event, function, celebration, birthday, hen do, hen party,
    stag do, stag party, bachelorette, bachelor party`,
  wedding: 'wedding, bridal, bride, bridesmaid, married, marry',
  haircut: 'haircut, cut, trim',
  colour: 'colour, color, dye, dyed, tint, highlights',
  curly: 'curly, curl, coily, wavy',
  men: 'man, mens, male, gentleman, gents',
  women: 'woman, womens, ladies, female',
  warranty: 'warranty, guarantee, guaranteed, is that covered',
  returns: `returns policy, return policy, can be returned, be returned, return it, return them, exchange it, exchange them,
    refund or exchange, bring back, take back, send back, bring it back, bring one back, bring them back, send it back, change my mind, changed my mind,
    swap it back, swap them back`,
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
  viewing: 'viewing, showing, tour, look around, open house, walk through, walkthrough',
  outing: 'tour, trip, excursion, outing',
  exercise: 'workout, work out, exercise, fitness, train, training',
  trainer: 'trainer, coach, coaching, personal trainer, personal training, who teaches, instructor',
  pool: 'pool, swimming, swim',
  freeze: 'freeze, freezing, frozen, pause, paused, suspend, suspension, put on hold',
  checkin: 'check in, checkin',
  checkout: 'check out, checkout, be out of the room, be out of our room, be out of my room, vacate the room',
  luggage: 'luggage, baggage, bag, suitcase, rucksack, backpack',
  room: 'room, suite',
  ev: 'ev, electric car, electric vehicle, charging point, charging station, charger',
  yearly: 'annual, annually, per year, a year, every year, each year',
  monthly: 'per month, a month, every month, each month',
  // "Open year-round" answers "are you open in winter".
  season: 'season, seasonal, winter, summer, autumn, year round, all year round',
  // A month asked about is answered by an entry naming months ("April to October"); not "may",
  // "march" or "apr" (a rate), and not the seasons, which depend on the hemisphere.
  month: `january, february, april, june, july, august, september, october, november, december, jan, feb, jun,
    jul, aug, sept, oct, nov, dec`,
  early: 'early, morning, first thing',
  repair: 'repair, repaired, fix, fixed, fixing, mend',
  surgery: 'surgery, operation, procedure, op',
  dental: 'dental, teeth, tooth, oral',
  teethcleaning: 'teeth cleaning, dental cleaning, clean teeth, scale and polish, scale polish, scaling',
  medication: 'medication, medicine, meds, prescription, pill, drug, refill, repeat script, repeat prescription',
  euthanasia: 'euthanasia, euthanise, euthanize, put to sleep',
  loancar: 'loaner, loaner car, courtesy car, loan car, replacement car, rental car',
  vet: 'vet, veterinary, veterinarian',
  security: 'security, secure, safe, safety, cctv, camera, surveillance, alarm, guard',
  referral:
    "referral, referred, refer, doctor's note, doctors note, doctor note, gp letter, doctors letter, letter from my doctor, letter from the doctor, letter from my gp",
  video: 'video, video call, zoom, online session, virtual, facetime, skype, telehealth',
  access: 'access, get to, get into',
  climate: 'climate, temperature, heat, heated, humidity, climate controlled, temperature controlled',
  van: 'van, truck, lorry',
  size: 'size, big, bigger, large, larger, small, smaller, dimension, how big',
  contract: 'contract, commitment, lock in, tie in, minimum term',
  payinfull: 'upfront, up front, in full, full amount, pay in advance, all at once',
  completion: 'complete, completed, completion, finish, finished, ready',
  notice:
    'notice, how far in advance, how far ahead, heads up, short notice, last minute, in advance, advance, ahead, the morning of, how much warning, advance warning',
  seating: `sit, seat, seating, seated, table, capacity, how many people fit, how many people can fit,
    how many guests can`,
  founder: `founder, co founder, been around, been in business, was founded, founded by, who founded, the owner, our owner, owned by, who owns, who runs,
    who started the business, who started the company, who started it, who started the shop, who started the store,
    who set it up, family run, family owned, family business, owned and run, owned and operated, been run by,
    was started, was established, you been going, business been going, been going since, been trading since, been trading for`,
  exam: 'exam, examination, eye test, hearing test, sight test, assessment, evaluation, initial assessment',
  vaccination: 'vaccination, vaccinated, vaccine, shots, jabs, immunization, immunisation',
  casket: 'casket, coffin',
  computer: 'computer, laptop, desktop, macbook, pc',
  supervision: `supervised, supervision, supervise, supervising, unsupervised, unaccompanied, lifeguard, lifeguards, babysitter,
    babysitters, babysit, babysitting, left alone, left on their own, left on site alone, must stay with, adult in the building, need an adult, stay in the building, parent must stay, adult must stay`,
  mall: 'mall, shopping centre, shopping center, shopping mall, plaza, retail park',
  eco: `eco, eco friendly, the environment, environmental, environmentally friendly, sustainable, sustainability,
    non toxic, greener`,
  death: 'died, passed away, deceased, death',
  puncture: 'puncture, punctures, punctured, flat tyre, flat tire, flat tyres, flat tires',
  fortnightly: 'fortnightly, fortnight, every 2 weeks, every two weeks, biweekly, bi weekly, every other week',
  cleanup: 'clean up, cleanup, tidy up, clear out',
  waste: 'waste removal, waste disposal, green waste, rubbish, garbage, trash',
  pram: 'pram, stroller, pushchair, baby buggy',
  // Cheaper drinks at set hours, not any discount (and not opening hours).
  happyhour: 'happy hour, happy hours',
  babychange: `baby changing, changing table, changing tables, baby change, nappy change, nappy changing, diaper change,
    diaper changing, baby changing facilities, baby change facilities, nappy changing facilities, nappy change facilities,
    baby changing room, baby changing area`,
  footwear:
    'footwear, shoe, shoes, sandal, sandals, flip flop, flip flops, sneakers, closed toe, open toe, walking boots, hiking boots, wellies, wellington boots, gumboots, rain boots, running shoes',
  required: 'required, require, requires, mandatory, compulsory, obligatory',
  siblings:
    'sibling, siblings, have twins, twin boys, twin girls, triplets, second child, both my kids, both kids, both my children, both children, both of my kids, both of my children',
  subsidy: 'subsidy, subsidised, subsidized, rebate, government rebate, chip in anything, chip in something, chip in towards',
  alcoholfree: 'non alcoholic, alcohol free, zero alcohol, designated driver, mocktail, soft drink',
  adult: 'adult, grown up, grown ups, grownup, grownups, over 18s, over 18',
  senior: 'senior, pensioner, retiree, oap, over 60s, over 65s, aged pensioner',
  restroom: 'toilet, restroom, bathroom, loo, washroom, wc',
  loyalty:
    'loyalty, rewards program, reward program, rewards, reward, reward points, loyalty points, earn points, collect points, points card, stamp card, loyalty card, punch card',
  storecredit: 'store credit, credit note',
  deposit: `deposit, down payment, money down, security bond, cash bond, damage bond, rental bond, pay a bond, leave a bond, hold the date, secure the date, lock in the date, card hold, hold on your card, held on your card,
    lose my deposit, lose our deposit, upfront, pay up front, paid up front, all up front, money up front`,
  // When the bill is paid: before the work, on the day or after it.
  paywhen: `upfront, up front, pay in advance, pay afterwards, pay at the end, due when,
    due on completion, payment on completion`,
  balance:
    'remaining balance, rest of the money, final payment, balance due, balance is due, pay the balance, outstanding balance',
  callout: 'call out, callout, site visit',
  response: `response time, respond, how fast, how quickly, hear back, we reply within, get back to you, reach you within,
    with you within, get to you within, be there within, arrive within, on site within`,
  start: 'start, begin, kick off, head out, set off, depart',
  interval: 'interval, intermission, half time, halftime',
  expiry:
    'expire, expiry, expiration, does it run out, do they run out, will it run out, when does it run out, before it runs out, validfor, validity',
  online: 'online, website, web site, on the web',
  damage: 'damage, damaged, scratch up, scratch it, dent, dents',
  weight: 'weight, weigh, how heavy, too heavy, kg, kilo, kilos, lbs, weight limit',
  weather: `weather, forecast, weather forecast, blowing a gale, drizzle, rain, raining, rainy, bucketing down, pouring down, pelting down, strong wind, high winds, windy, storm, stormy, gale, bad weather, thunderstorm,
    thunderstorms, thunder, thunder and lightning, lightning storm, lightning storms, overcast, low cloud, its cloudy, it is cloudy, cloudy day, cloudy weather,
    it chucking it down, its chucking it down, it chucking down, its chucking down, it tipping down, its tipping down, it tipping it down,
    it lashing down, its lashing down, pouring rain, pouring with rain`,
  // How many may come, which an entry says as "12 people" or "up to 4 riders" (term-analyzer.ts).
  headcount: `how many people, how many kids, how many children, how many guests, how many students, how many riders,
    how many of us, how many can come, how many can i bring, how many can we bring, group size, class size, max numbers`,
  uniform: 'uniform, uniforms, karate gi, judo gi, bjj gi, karate suit',
  billing: 'direct debit, money come out, money comes out, money taken out, billing date, be billed, be debited',
  rush: `rush job, rush order, rush fee, rush service, rush it, express service, expedite, expedited, fast track,
    priority service, in a hurry`,
  glare: 'glare, non reflective, anti reflective',
  readymade: 'ready made, readymade, off the shelf, ready to hang',
  lesson: 'lesson, class',
  // Printed cards, not a way to pay: the longer phrase wins over "card".
  businesscard: 'business card, biz card',
  byo: 'byo, byob, bring a bottle of wine, bring your own bottle, bring my own bottle, bring a bottle of my own, bring a bottle of our own, corkage, bring your own alcohol, bring your own wine, bring our own wine, bring my own wine',
  // A class of quality or of travel, not a lesson: the longer phrase wins over "class".
  classrank: 'world class, first class, top class, business class, economy class, class act, in a class of its own',
  assistancedog: 'guide dog, service dog, assistance dog, seeing eye dog, hearing dog',
  resit:
    'resit, re sit, retake, re take, retest, re test, if i fail, fail my test, failed my test, fail the exam, failed the exam',
  noise: 'noise, noisy, loud, quiet hours, quiet time',
  bedding: 'bedding, bed linen, bed sheets, pillow, pillows, duvet, blankets',
  laundry: 'laundry, laundromat, launderette, washing machine, wash clothes, wash my clothes',
  genuine: 'genuine, authentic, oem, original parts, knockoff, knock off, counterfeit, aftermarket',
  // The ordinary kind of something: "a normal cut" is the standard one, and "normal" a qualifier (weak,
  // below); "standard" also names a tier ("standard or express delivery"). "Regular" names customers
  // too ("our regulars"), so it is only a weak word (english-stop-words.ts), in no group.
  ordinary: 'normal, usual, typical, ordinary, standard',
  tier: 'standard, basic',
  // Cooking for oneself is what a self-catering kitchen is for.
  selfcatering: 'self catering, cook our own, cook my own, make our own dinner, make my own dinner, cook for ourselves',
  // Not "earrings": stemmed to "ear", which an ear piercing or an ear infection says too.
  jewelry: 'jewelry, necklace, necklaces, bracelet, bracelets',
  pressurewash:
    'pressure wash, pressure washer, pressure washing, jet wash, jet washer, jet washing, power wash, power washer, power washing',
  // Asking again whether one may come again: "when can i go again" (how often, below, is only a hint).
  frequency: 'go again, donate again, come again',
  fridge: 'fridge, refrigerator, refrigerated, refrigerate, refrigeration',
  // "packed" and "rammed" as busy are read in their sentence (term-analyzer.ts): a stem would take in
  // "packing", "a 10 class pack" and "RAM".
  busy: 'busy, crowded, heaving, busiest',
  spade: 'spade, spades, shovel, shovels',
  // Not "waiting list": read as one phrase (its words stemmed), an entry saying only that classes fill up
  // would cover the rest of "is there a waiting list if the weekend classes are full?".
  waitlist: 'waitlist, get on the list',
  laboratory: 'laboratory, laboratories, lab, labs',
  companion: `husband, wife, partner, spouse, boyfriend, girlfriend, mom, mum, mother, dad, father, sister,
    brother, family member, colleague, nan, nana, granny, grandma, grandmother, grandpa, grandfather`,
};

/**
 * Words that point at a topic without being the thing asked about: "where can I park" is about
 * parking, not about an address, so an answer need not contain one. They help ranking and only
 * count as the question when nothing else is left ("where r u").
 */
export const HINT_GROUPS: Readonly<Record<string, string>> = {
  location: 'where, whereabouts, where abouts, near, nearby, close by, close to, around here',
  hours: 'when',
  // A part of the day points at the hours without being asked ("open sunday arvo"); its own tag,
  // so an entry's "evening classes" or "afternoon tea" do not read as opening hours.
  daypart: 'morning, afternoon, evening',
  sameday: 'today, tonight, now, right now',
  when: 'tomorrow, this week, next week, this weekend, next weekend, next month, soon',
  // Entries seldom say how often in words a question could match ("once a year", "every Saturday",
  // "up to twice"): a hint, which an entry's "every 12 months" still meets.
  frequency: 'how often, how frequently, how many times, once every, times a year, times a month, times a week',
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
 * Concepts that are usually context ("for my sister", "can she start guitar") rather than the thing
 * asked about: an entry that does not mention them may still answer the question.
 */
export const WEAK_CONCEPTS: ReadonlySet<string> = new Set(['companion', 'comeby', 'ordinary', 'start']);

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
export const CHAT_SHORTHAND: WordLookup = wordLookup({
  u: 'you',
  mic: 'microphone',
  scooty: 'scooter',
  cuppa: 'tea',
  scooties: 'scooters',
  mics: 'microphones',
  hw: 'how',
  nite: 'night',
  nites: 'nights',
  tonite: 'tonight',
  ya: 'you',
  ur: 'your',
  r: 'are',
  ppl: 'people',
  b4: 'before',
  wat: 'what',
  wats: 'whats',
  wheres: 'where',
  whens: 'when',
  hows: 'how',
  whos: 'who',
  urs: 'yours',
  wot: 'what',
  thru: 'through',
  arvo: 'afternoon',
  brekkie: 'breakfast',
  brekky: 'breakfast',
  tix: 'tickets',
  hols: 'holidays',
  subbies: 'subcontractors',
  docket: 'receipt',
  n: 'and',
  w: 'with',
  pts: 'points',
  govt: 'government',
  quals: 'qualifications',
  kindy: 'kindergarten',
  rec: 'recreational',
  bub: 'baby',
  bubba: 'baby',
  bubs: 'baby',
  sparky: 'electrician',
  sparkies: 'electricians',
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
  shud: 'should',
  coz: 'because',
  pic: 'photo',
  txt: 'text',
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
});

/**
 * British spellings folded onto American ones before stemming, so "tyres" finds "tires" without
 * typo matching, which short words do not get.
 */
export const SPELLING_VARIANTS: WordLookup = wordLookup({
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
});
