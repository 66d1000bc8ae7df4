/**
 * Word lists that decide which words of a visitor's message must be answered by an entry.
 * Stop words carry grammar only; chat shorthand ("u", "wat") is read out before them
 * (CHAT_SHORTHAND), so only its full forms are listed. Filler words carry the visitor's manner
 * ("I was wondering if you guys could tell me…") but never the topic, so an entry need not contain
 * them. Weak words name a topic too vaguely to decide it ("service", "option"), so they count for
 * little.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

export const STOP_WORDS = words(`
  a about above after afterward afterwards again against all also am an and any are as at be because been before being
  below between both but by can cannot could did do does doing done down during each either else
  etc even ever every few for from further had has have having he her here hers herself him himself
  his how however i if in into is it its itself just let lets may maybe me might mine more most
  much must my myself no nor not of off often on once only or other others our ours ourselves out
  over own per quite rather same she should so some such than that the their theirs them themselves
  then there these they this those through to too under until up upon us very was we were what
  whats whatever which while who whom whose why will with without would yes yet you your yours
  yourself yourselves ye im ive id ill youre youve wasnt werent havent hasnt couldnt wouldnt
  shouldnt theres thats heres theyre weve hes shes oh ah um uh hmm many whole entire wut tho dat da
  yall
  `);

export const FILLER_WORDS = words(`
  instead know knew tell told wonder wondering wondered want wanted wanna gonna gotta need needed like liked ask asked
  asking question questions info information thing things stuff anything something everything
  nothing someone somebody anyone anybody everyone everybody guy guys folk folks hi hello hey thanks
  thank ok okay yeah yep yup sure able possible possibly actually basically really honestly
  currently generally normally usually typically still already lot lots bit kind sort go going goes
  get gets getting got grab make makes making made take takes taking have bring brings bringing put let
  see seeing look looking find finding use using come comes coming say said saying think thinking
  thought hope hoping mean help helps helping hear heard offering provide provides providing
  provided give gives giving accept accepts accepted accepting allow allows allowed permitted treat
  treats handle handles do does dealing fine good great nice best exactly approximately roughly
  probably definitely please wish would could either anyway anytime whenever somewhere anywhere
  everywhere along place business company shop clinic practice salon restaurant hotel gym studio
  dojo center premises agency
  firm team crew people person kitchen user users happen happens happened pretty extremely
  totally fairly chance meh lah leh lor bro bruh dude lmao lmfao haha hahaha hehe rofl omg eh nah
  abeg dey wetin naman talaga
  `);

// Words that say little of what is asked ("what service options", "the first day"). "friendly" too: in
// "wheelchair friendly" the wheelchair is what is asked about. The second paragraph was found by
// counting, over all the tuning sets, the words of unanswered questions that the entry holding the
// answer does not use ("my son has adhd", "will u keep it", "is it a proper receipt"), each kept only
// where it gained answers and cost no honest decline (docs/decisions/011).
export const WEAK_WORDS = words(`
  service option options available availability work works working policy policies type types
  problem problems issue issues way ways day days time times new next last first general order
  orders ordering leave leaving male female treatment treatments minimum maximum one scheme schemes
  friendly

  son sons daughter daughters keep around proper properly anymore hang drop supposed later
  `);

/**
 * Weak as written, not by stem: "a regular washer" is the standard one, but "regulars" are customers;
 * "special glass" is a kind of glass, but "any specials tonight" asks for the specials.
 */
export const WEAK_AS_WRITTEN = words('regular special');

/** People who serve the visitor; see UnitRole 'provider'. */
export const PROVIDER_WORDS = words(`
  plumber plumbers dentist dentists doctor doctors stylist stylists hairdresser hairdressers barber
  barbers technician technicians tech mechanic mechanics agent agents realtor realtors staff
  receptionist chef waiter waitress hygienist therapist therapists instructor instructors nurse
  nurses vet vets
  `);

/**
 * Verbs that, right after "you", only ask whether the business does something ("do you sell
 * gift cards?"); elsewhere they can be the topic ("how much to sell my house").
 */
export const SERVICE_VERBS = words('sell sells offer offers carry stock');

/**
 * Verbs of coping that say nothing of the topic ("will she manage the stairs") unless the business
 * or someone of it does them: "do you manage rental properties", "who manages my account".
 */
export const COPING_VERBS = words('manage manages managed managing cope copes coped coping');
