// The lower-case particles of names in the languages checked ("de Tocqueville", "van Gogh",
// "al-Assad", "Ortega y Gasset", "Émilie du Châtelet"): part of a name, not a word to check
// or to capitalise.
const PARTICLES = 'de|da|di|do|du|del|della|der|den|van|von|la|le|les|los|las|al|el|bin|ibn|dos|das|y';

/** A whole word that is a name particle. */
export const NAME_PARTICLE = new RegExp(`^(?:${PARTICLES})$`);

/** Text that goes on to a name, maybe through more particles: " de los Cameros", "-Rahman". */
export const BEFORE_NAME = new RegExp(`^(?:\\s+(?:${PARTICLES}))*(?:\\s+|-)\\p{Lu}`, 'u');
