// Plurals given to nouns that have none or another ("datas", "softwares", "feets"):
// common in learners' writing, and letter edits lead elsewhere ("datas" -> "dates",
// "sheeps" -> "ships"). Each maps to the forms to offer first.

export const overRegularisedPluralsEn: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    datas: ['data'],
    furnitures: ['furniture'],
    equipments: ['equipment'],
    homeworks: ['homework'],
    luggages: ['luggage'],
    baggages: ['baggage'],
    knowledges: ['knowledge'],
    researchs: ['research'],
    softwares: ['software'],
    hardwares: ['hardware'],
    feedbacks: ['feedback'],
    informations: ['information'],
    advices: ['advice'],
    phenomenas: ['phenomena'],
    criterias: ['criteria'],
    // most often the possessive without its apostrophe ("mens clothing", "womens rights")
    mens: ["men's", 'men'],
    womens: ["women's", 'women'],
    womans: ['women', "woman's"],
    childs: ['children', "child's"],
    childrens: ['children', "children's"],
    feets: ['feet'],
    tooths: ['teeth'],
    teeths: ['teeth'],
    sheeps: ['sheep'],
    deers: ['deer'],
    fishs: ['fish', 'fishes'],
  }),
);
