// French words in h that elide and link like a vowel ("l'homme", "j'habite", "mon histoire"):
// the h is mute. Words with an aspirated h ("le haut", "la hauteur", "le hachage", "le héros")
// keep their article whole, and a word not listed here is taken to be one of those.
export const MUTE_H =
  /^h(?:abit|abill|armoni|éberg|élice|élicoptère|erbe|érit|ésit|eure|eureu|iver|istoire|istori|omme|ommage|onnête|onneur|onor|ôpita|oraire|orizon|ormone|orreur|orribl|ospital|ôte|ôtel|uile|uître|umain|umanit|umeur|umid|umili|umour|ygiène|ymne|ypoth|ectare|émisphère|exagone|ippopotame|irondelle|omicide|omologue|omogène|ostil|ydrogène|ypocrit|éroïne|umble)/;
