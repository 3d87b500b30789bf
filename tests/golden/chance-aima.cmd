trees/chance/aima-chance.json
